import { endpoints, errorCatalogue, UNEXPECTED_ERROR_TEXT } from '@app/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localKeys } from '@/config/storage-keys';
import { ApiError, createApiClient, failureCode, throwingCalls } from '@/lib/api-client';
import { announceUnauthorized, onUnauthorized } from '@/lib/auth-events';
import { maintenanceFromHealth, maintenancePollMs } from '@/lib/maintenance/use-maintenance';
import { tokenStore } from '@/lib/storage';
import { envelope, startApiServer, type Reply, type SeenRequest } from './support/api-server';
import { installStorages } from './support/memory-storage';
import { makeUser } from './support/users';

const USER_ID = '5b1c1a0e-4a5e-4c43-9b1e-2f0d6f1b7c11';

/** Answers by route, like the real API would; `override` lets one test answer differently. */
let override: ((request: SeenRequest) => Reply | null) | null = null;
const route = (request: SeenRequest): Reply => {
  const replaced = override?.(request);
  if (replaced) return replaced;
  const path = request.url.split('?')[0];
  if (path === '/api/users/profile') {
    if (!request.headers.authorization) {
      return envelope(401, { success: false, message: 'AUTHENTICATION_REQUIRED', error: 'no token' });
    }
    return request.headers.authorization === 'Bearer good-token'
      ? envelope(200, { success: true, message: 'OK', data: { user: makeUser() } })
      : envelope(401, { success: false, message: 'UNAUTHORIZED', error: 'invalid token' });
  }
  if (path === '/api/users/login') {
    return envelope(401, { success: false, message: 'INVALID_CREDENTIALS', error: 'bad password' });
  }
  return envelope(200, { success: true, message: 'OK', data: { echoed: true } });
};

let server: Awaited<ReturnType<typeof startApiServer>>;
let token: string | null;
let unauthorizedCalls: number;
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  server = await startApiServer(route);
});
afterAll(() => server.close());
beforeEach(() => {
  override = null;
  token = null;
  unauthorizedCalls = 0;
  server.seen.length = 0;
  client = createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    onUnauthorized: () => {
      unauthorizedCalls += 1;
    },
  });
});

const lastRequest = () => {
  const request = server.seen.at(-1);
  if (!request) throw new Error('no request reached the server');
  return request;
};

describe('API client: requests', () => {
  it('sends the stored token as a Bearer header, and no header without one', async () => {
    token = 'good-token';
    await client.callEndpoint(endpoints.getProfile);
    expect(lastRequest().headers.authorization).toBe('Bearer good-token');

    token = null;
    await client.callEndpoint(endpoints.getProfile);
    expect(lastRequest().headers.authorization).toBeUndefined();
  });

  it('reads the token from local storage under the key "token"', async () => {
    const { local } = installStorages();
    local.setItem(localKeys.token, 'good-token');
    const storageClient = createApiClient({
      baseUrl: server.baseUrl,
      getToken: tokenStore.get,
      onUnauthorized: () => {},
    });
    const result = await storageClient.callEndpoint(endpoints.getProfile);
    expect(lastRequest().headers.authorization).toBe('Bearer good-token');
    expect(result.success).toBe(true);
  });

  it('leaves out empty query values and sends nested filters as key[sub]', async () => {
    await client.callEndpoint(endpoints.adminUsers, {
      query: {
        page: 2,
        limit: 10,
        search: '',
        sort: '-createdAt',
        filters: { status: 'LOCKED', isEmailVerified: undefined },
      },
    });
    const url = new URL(lastRequest().url, 'http://x');
    expect(url.pathname).toBe('/api/users/admin/all');
    expect([...url.searchParams.entries()]).toEqual([
      ['page', '2'],
      ['limit', '10'],
      ['sort', '-createdAt'],
      ['filters[status]', 'LOCKED'],
    ]);
  });

  it('fills path parameters', async () => {
    await client.callEndpoint(endpoints.adminUser, {
      params: { id: USER_ID },
      query: { includeRewards: true },
    });
    expect(lastRequest().url).toBe(`/api/users/admin/${USER_ID}?includeRewards=true`);
  });

  it('refuses to call a path with a missing parameter', async () => {
    await expect(client.callEndpoint(endpoints.adminUser, {})).rejects.toThrow(/Missing path parameter "id"/);
  });

  it('sends JSON bodies, {} when a POST has none, and no body on GET', async () => {
    await client.callEndpoint(endpoints.login, { body: { email: 'a@example.com', password: 'x' } });
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body)).toEqual({ email: 'a@example.com', password: 'x' });

    await client.callEndpoint(endpoints.requestWithdrawalOtp);
    expect(lastRequest().body).toBe('{}');

    await client.callEndpoint(endpoints.getProfile);
    expect(lastRequest().body).toBe('');
    expect(lastRequest().headers['content-type']).toBeUndefined();
  });
});

describe('API client: answers', () => {
  it('returns a success with its data', async () => {
    token = 'good-token';
    const result = await client.callEndpoint(endpoints.getProfile);
    expect(result).toMatchObject({ success: true, code: null, status: 200 });
    if (!result.success) throw new Error('expected success');
    expect(result.data.user.email).toBe('ada@example.com');
  });

  it("maps a failure's code to the catalogue's user text and keeps the code and body", async () => {
    const result = await client.callEndpoint(endpoints.login, {
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(result).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: errorCatalogue.INVALID_CREDENTIALS.text,
      error: 'bad password',
      status: 401,
    });
  });

  it('keeps validation details in data', async () => {
    override = () =>
      envelope(400, {
        success: false,
        message: 'VALIDATION_ERROR',
        data: { errors: [{ path: 'email', message: 'Email is invalid' }] },
      });
    const result = await client.callEndpoint(endpoints.forgotPassword, { body: { email: 'nope' } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.code).toBe('VALIDATION_ERROR');
    expect(result.message).toBe(errorCatalogue.VALIDATION_ERROR.text);
    expect(result.data?.errors?.[0]?.message).toBe('Email is invalid');
  });

  it('treats success:false on a 200 as a failure too', async () => {
    override = () => envelope(200, { success: false, message: 'EMAIL_NOT_VERIFIED' });
    const result = await client.callEndpoint(endpoints.login, {
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(result).toMatchObject({
      success: false,
      code: 'EMAIL_NOT_VERIFIED',
      message: errorCatalogue.EMAIL_NOT_VERIFIED.text,
    });
  });

  it('gives the unexpected-error text for a code the catalogue does not know', async () => {
    override = () => envelope(418, { success: false, message: 'SOMETHING_NEW' });
    const result = await client.callEndpoint(endpoints.health);
    expect(result).toMatchObject({ success: false, code: 'SOMETHING_NEW', message: UNEXPECTED_ERROR_TEXT });
  });

  it('turns an unreadable body into NETWORK_ERROR', async () => {
    override = () => ({ status: 502, body: '<html>Bad gateway</html>', contentType: 'text/html' });
    const result = await client.callEndpoint(endpoints.health);
    expect(result).toMatchObject({
      success: false,
      code: 'NETWORK_ERROR',
      message: errorCatalogue.NETWORK_ERROR.text,
      status: 502,
    });
  });

  it('turns JSON that is not an envelope into NETWORK_ERROR', async () => {
    override = () => ({ status: 200, body: '[1,2,3]' });
    const result = await client.callEndpoint(endpoints.health);
    expect(result).toMatchObject({ success: false, code: 'NETWORK_ERROR' });
  });

  it('turns a network failure into NETWORK_ERROR with status 0', async () => {
    const offline = await startApiServer(route);
    await offline.close();
    const offlineClient = createApiClient({
      baseUrl: offline.baseUrl,
      getToken: () => null,
      onUnauthorized: () => {},
    });
    const result = await offlineClient.callEndpoint(endpoints.health);
    expect(result).toMatchObject({
      success: false,
      code: 'NETWORK_ERROR',
      message: errorCatalogue.NETWORK_ERROR.text,
      status: 0,
    });
  });
});

describe('API client: a rejected session', () => {
  it('announces UNAUTHORIZED on a call that carried a token', async () => {
    token = 'expired-token';
    const result = await client.callEndpoint(endpoints.getProfile);
    expect(result).toMatchObject({
      success: false,
      code: 'UNAUTHORIZED',
      message: errorCatalogue.UNAUTHORIZED.text,
    });
    expect(unauthorizedCalls).toBe(1);
  });

  it('treats AUTHENTICATION_REQUIRED on a call that carried a token like UNAUTHORIZED', async () => {
    // The token never arrived (a proxy dropped the header): the session is over all the same.
    token = 'good-token';
    override = () => envelope(401, { success: false, message: 'AUTHENTICATION_REQUIRED', error: 'no token' });
    const result = await client.callEndpoint(endpoints.getProfile);
    expect(result).toMatchObject({
      success: false,
      code: 'AUTHENTICATION_REQUIRED',
      message: 'Please sign in to continue.',
    });
    expect(unauthorizedCalls).toBe(1);
  });

  it('stays quiet when no token was sent', async () => {
    const result = await client.callEndpoint(endpoints.getProfile);
    expect(result).toMatchObject({ code: 'AUTHENTICATION_REQUIRED', status: 401 });
    expect(unauthorizedCalls).toBe(0);
  });

  it('stays quiet on a 401 with another code', async () => {
    token = 'good-token';
    await client.callEndpoint(endpoints.login, { body: { email: 'a@example.com', password: 'x' } });
    expect(unauthorizedCalls).toBe(0);
  });

  it('reaches every listener of the session until it unsubscribes', () => {
    let heard = 0;
    const stop = onUnauthorized(() => {
      heard += 1;
    });
    announceUnauthorized();
    stop();
    announceUnauthorized();
    expect(heard).toBe(1);
  });
});

describe('API client: maintenance (issue 19)', () => {
  it('announces a 503 MAINTENANCE_MODE answer, and nothing else', async () => {
    let heard = 0;
    const maintenanceClient = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'good-token',
      onUnauthorized: () => {},
      onMaintenance: () => {
        heard += 1;
      },
    });
    await maintenanceClient.callEndpoint(endpoints.getProfile);
    override = () => envelope(503, { success: false, message: 'SERVICE_UNAVAILABLE', error: null });
    await maintenanceClient.callEndpoint(endpoints.getProfile);
    expect(heard).toBe(0);
    override = () => envelope(503, { success: false, message: 'MAINTENANCE_MODE', error: null });
    const result = await maintenanceClient.callEndpoint(endpoints.getProfile);
    expect(result).toMatchObject({ success: false, code: 'MAINTENANCE_MODE', status: 503 });
    expect(heard).toBe(1);
  });

  it('asks the health check every 5 s while maintenance lasts, once a minute otherwise', () => {
    expect(maintenancePollMs(true)).toBe(5_000);
    expect(maintenancePollMs(false)).toBe(60_000);
    expect(maintenancePollMs(undefined)).toBe(60_000);
  });

  it("reads the health answer's maintenance flag; an answer without it says nothing", () => {
    expect(maintenanceFromHealth({ success: true, data: { status: 'ok', maintenance: true } })).toBe(true);
    expect(maintenanceFromHealth({ success: true, data: { status: 'ok', maintenance: false } })).toBe(false);
    expect(maintenanceFromHealth({ success: false, data: null })).toBeNull();
    expect(maintenanceFromHealth(null)).toBeNull();
  });
});

describe('API client: the one failure convention of queries', () => {
  it('gives the data of a success', async () => {
    token = 'good-token';
    const data = await throwingCalls(client.callEndpoint)(endpoints.getProfile);
    expect(data.user.email).toBe('ada@example.com');
  });

  it('throws an ApiError with the catalogue text, the code and the status of a failure', async () => {
    const failed = await throwingCalls(client.callEndpoint)(endpoints.getProfile).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(ApiError);
    // No token at all: the server asks to sign in (AUTHENTICATION_REQUIRED, issue 12).
    expect(failed).toMatchObject({
      message: errorCatalogue.AUTHENTICATION_REQUIRED.text,
      code: 'AUTHENTICATION_REQUIRED',
    });
    expect((failed as ApiError).failure.status).toBe(401);
    expect(failureCode(failed)).toBe('AUTHENTICATION_REQUIRED');
  });

  it('reads anything but an ApiError as no answer (NETWORK_ERROR)', async () => {
    override = () => ({ status: 200, contentType: 'text/html', body: '<html>' });
    const unreadable = await throwingCalls(client.callEndpoint)(endpoints.getProfile).catch(
      (e: unknown) => e,
    );
    expect(failureCode(unreadable)).toBe('NETWORK_ERROR');
    expect(failureCode(new Error('chunk failed to load'))).toBe('NETWORK_ERROR');
    expect(failureCode(null)).toBe('NETWORK_ERROR');
  });
});

describe('API client: admin step-up (issue 14)', () => {
  const stepUpRefusal = envelope(403, { success: false, message: 'STEP_UP_REQUIRED', error: 'stale check' });
  const decisions = () => server.seen.filter((r) => r.url.startsWith('/api/admin/settings')).length;

  it('asks for a fresh check on STEP_UP_REQUIRED, then makes the same call once more', async () => {
    let refusals = 1;
    override = (request) =>
      request.url.startsWith('/api/admin/settings') && refusals-- > 0 ? stepUpRefusal : null;
    let asked = 0;
    const stepping = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'good-token',
      onUnauthorized: () => {},
      onStepUpRequired: () => {
        asked += 1;
        return Promise.resolve(true);
      },
    });
    const result = await stepping.callEndpoint(endpoints.updateSettings, {
      body: { userRegistrationAlerts: true },
    });
    expect(result.success).toBe(true);
    expect(asked).toBe(1);
    expect(decisions()).toBe(2);
    expect(lastRequest().body).toBe(JSON.stringify({ userRegistrationAlerts: true }));
  });

  it('gives the refusal when the check is cancelled, and never loops', async () => {
    override = (request) => (request.url.startsWith('/api/admin/settings') ? stepUpRefusal : null);
    let confirm = false;
    const stepping = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'good-token',
      onUnauthorized: () => {},
      onStepUpRequired: () => Promise.resolve(confirm),
    });
    const cancelled = await stepping.callEndpoint(endpoints.updateSettings, { body: {} });
    expect(cancelled).toMatchObject({ success: false, code: 'STEP_UP_REQUIRED' });
    expect(decisions()).toBe(1);
    confirm = true;
    const stillRefused = await stepping.callEndpoint(endpoints.updateSettings, { body: {} });
    expect(stillRefused).toMatchObject({
      success: false,
      code: 'STEP_UP_REQUIRED',
      message: errorCatalogue.STEP_UP_REQUIRED.text,
    });
    expect(decisions()).toBe(3);
  });
});
