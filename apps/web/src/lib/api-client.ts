import type { z } from 'zod';
import type { BodyOf, DataOf, Endpoint, ParamsOf, QueryOf } from '@app/contract';
import { encodeQuery, errorText, isSignInCode } from '@app/contract';
import { announceUnauthorized } from './auth-events';
import { announceMaintenance } from './maintenance/maintenance-events';
import { requestStepUp } from './step-up-events';
import { site } from '@/config/site';
import { fillPath } from './fill-path';
import { tokenStore } from './storage';

/**
 * The one way the app talks to the API (spec member 7, admin 7). Every answer comes back as a
 * result in the envelope's shape; failures never throw:
 * - empty query values are left out and nested filters travel as `key[sub]` (the contract's encodeQuery);
 * - a failure's `message` is the catalogue's user text, its `code` the server's code;
 * - an unreadable body or a network failure is a NETWORK_ERROR result;
 * - a 401 UNAUTHORIZED (or AUTHENTICATION_REQUIRED) on a call that carried a token announces the end
 *   of the session (the session logs out and the guards send the visitor to sign in);
 * - a 503 MAINTENANCE_MODE announces maintenance (a member's page gives way to the maintenance page);
 * - a 403 STEP_UP_REQUIRED (an admin decision whose session checked its second factor too long ago)
 *   asks for a fresh check (`onStepUpRequired`: the step-up modal) and, once done, makes the same
 *   call once more; otherwise the refusal is the result.
 */
type TopOf<E> = E extends { top?: infer T }
  ? T extends Record<string, z.ZodType>
    ? { [K in keyof T]?: z.infer<T[K]> }
    : object
  : object;

export type FailureData = {
  errors?: { path?: string; message: string }[];
  message?: string;
  [key: string]: unknown;
} | null;

export type ApiSuccess<E> = {
  success: true;
  message: string;
  data: DataOf<E>;
  error: string | null;
  code: null;
  status: number;
} & TopOf<E>;

export type ApiFailure = {
  success: false;
  /** The catalogue's user text for `code`. */
  message: string;
  /** The server's catalogue code (NETWORK_ERROR when no readable answer came). */
  code: string;
  data: FailureData;
  error: string | null;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
};

export type ApiResult<E> = ApiSuccess<E> | ApiFailure;

export type CallInput<E> = {
  params?: ParamsOf<E>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
};

export type ApiClientOptions = {
  /** Base of every path: '/api' in the browser, a full URL in tests. */
  baseUrl: string;
  getToken: () => string | null;
  onUnauthorized: () => void;
  /** A call was answered MAINTENANCE_MODE. */
  onMaintenance?: () => void;
  /** A call was answered STEP_UP_REQUIRED: resolves true once the second factor was checked again. */
  onStepUpRequired?: () => Promise<boolean>;
};

const NETWORK_ERROR = 'NETWORK_ERROR';
const MAINTENANCE_MODE = 'MAINTENANCE_MODE';
const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';

/** The user text of a catalogue code; an unknown code falls back to the unexpected-error text. */
export const userTextFor = (code: string): string => errorText(code);

const networkFailure = (status: number, error: string): ApiFailure => ({
  success: false,
  message: userTextFor(NETWORK_ERROR),
  code: NETWORK_ERROR,
  data: null,
  error,
  status,
});

const isEnvelope = (value: unknown): value is Record<string, unknown> & { success: boolean } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { success?: unknown }).success === 'boolean';

export const createApiClient = (options: ApiClientOptions) => {
  const callEndpoint = async <E extends Endpoint>(
    endpoint: E,
    input: CallInput<E> = {},
  ): Promise<ApiResult<E>> => {
    const result = await callOnce(endpoint, input);
    if (result.success || result.code !== STEP_UP_REQUIRED || !options.onStepUpRequired) return result;
    return (await options.onStepUpRequired()) ? callOnce(endpoint, input) : result;
  };

  const callOnce = async <E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ApiResult<E>> => {
    const search = input.query ? encodeQuery(input.query as Parameters<typeof encodeQuery>[0]) : '';
    const url =
      options.baseUrl +
      fillPath(endpoint.path, input.params as Record<string, unknown> | undefined) +
      (search ? `?${search}` : '');
    const token = options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    // Fastify refuses an empty JSON body, so calls with a body send at least {}.
    const sendsBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
    if (sendsBody) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(url, {
        method: endpoint.method,
        headers,
        body: sendsBody ? JSON.stringify(input.body ?? {}) : undefined,
        signal: input.signal,
      });
    } catch (cause) {
      if (input.signal?.aborted) throw cause;
      return networkFailure(0, cause instanceof Error ? cause.message : 'request failed');
    }

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return networkFailure(response.status, 'unreadable answer');
    }
    if (!isEnvelope(body)) return networkFailure(response.status, 'answer is not an envelope');

    if (response.ok && body.success) {
      return { ...body, success: true, code: null, status: response.status } as ApiSuccess<E>;
    }

    const code = typeof body.message === 'string' && body.message !== '' ? body.message : 'UNKNOWN_ERROR';
    // Only a rejected session ends it: a 401 with another code (a wrong current password) does not.
    if (response.status === 401 && isSignInCode(code) && token) options.onUnauthorized();
    if (code === MAINTENANCE_MODE) options.onMaintenance?.();
    return {
      ...body,
      success: false,
      message: userTextFor(code),
      code,
      data: (body.data ?? null) as FailureData,
      error: typeof body.error === 'string' ? body.error : null,
      status: response.status,
    };
  };
  return { callEndpoint };
};

export const apiBaseUrl = site.apiUrl;

/** The app's client: token from local storage, a rejected token logs the session out. */
export const { callEndpoint } = createApiClient({
  baseUrl: apiBaseUrl,
  getToken: tokenStore.get,
  onUnauthorized: announceUnauthorized,
  onMaintenance: announceMaintenance,
  onStepUpRequired: requestStepUp,
});

/**
 * The one failure convention of queries: a query's function returns the endpoint's data or
 * throws an ApiError carrying the catalogue's user text and the server's code. A screen decides
 * what to show from `failureCode(query.error)`; one that shows nothing (member spec 7: history
 * loads are only logged) relies on the query cache's log (lib/query-client.ts).
 */
export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.message);
    this.name = 'ApiError';
  }

  get code(): string {
    return this.failure.code;
  }
}

/** A client's calls for queries: the endpoint's data, or an ApiError. */
export const throwingCalls =
  (call: ReturnType<typeof createApiClient>['callEndpoint']) =>
  async <E extends Endpoint>(endpoint: E, input: CallInput<E> = {}): Promise<DataOf<E>> => {
    const result = await call(endpoint, input);
    if (!result.success) throw new ApiError(result);
    return result.data;
  };

/** The app's client, for queries. */
export const fetchOrThrow = throwingCalls(callEndpoint);

/** The catalogue code of a query's error; anything but an ApiError means no answer came. */
export const failureCode = (error: unknown): string =>
  error instanceof ApiError ? error.code : NETWORK_ERROR;
