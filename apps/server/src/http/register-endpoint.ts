import { type Access, type Endpoint, envelopeSchema, failureSchema } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Auth, notSignedIn, requireAccess, requireRecentSecondFactor } from './auth';
import { type Answer, success } from './envelope';
import { operationDocs } from './operation-docs';

export const API_PREFIX = '/api';

// The parsed type of an optional schema property (`body?: B`): B's output, or undefined when absent.
type Out<S> = [Exclude<S, undefined>] extends [never] ? undefined : z.output<Exclude<S, undefined>>;

export interface EndpointContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The caller, or null on a public call without a valid token. */
  auth: Auth | null;
  /** The caller; throws AUTHENTICATION_REQUIRED (no token) or UNAUTHORIZED when there is none. */
  requireAuth(): Auth;
}

type DataOf<E extends Endpoint> = z.input<E['data']>;
export type EndpointHandler<E extends Endpoint> = (
  ctx: EndpointContext<E>,
) => Promise<DataOf<E> | Answer<DataOf<E>>> | DataOf<E> | Answer<DataOf<E>>;

export interface RegisteredEndpoint {
  method: Endpoint['method'];
  /** Full path with the /api prefix, in Fastify form (`/api/users/:id`). */
  url: string;
  access: Access;
  endpoint: Endpoint;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every contract endpoint registered so far: the route table tests read. */
    endpointRegistry: RegisteredEndpoint[];
  }
}

export interface EndpointOptions<B = unknown> {
  /**
   * Admin step-up (ADR 0011): the call (or, given a function, the calls whose parsed body it
   * picks) needs the session's second factor checked within STEP_UP_MAX_AGE_MINUTES, checked
   * after validation and before the handler: STEP_UP_REQUIRED otherwise, and nothing happens.
   */
  stepUp?: boolean | ((body: B) => boolean);
  /** Per-route rate limit (@fastify/rate-limit), e.g. `{ max: 10, timeWindow: '1 minute' }`. */
  rateLimit?: { max: number; timeWindow: string | number };
  /** Largest body this route reads, in bytes, when it needs more than the app's 64 KiB (uploads). */
  bodyLimit?: number;
  /**
   * Sets `request.auth` in place of `app.authenticate`, with a check exactly as strict that reads
   * more in the same statement (the profile reads the caller's account with it: ADR 0025).
   */
  authenticate?: (request: FastifyRequest) => Promise<void>;
}

/**
 * Turns a contract endpoint into a Fastify route: input validated by its zod schemas (unknown
 * fields rejected), the answer checked against its `data` schema, access enforced before the body
 * is read, and the handler's result wrapped in the envelope.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointOptions<Out<E['body']>> = {},
): void {
  const url = `${API_PREFIX}${endpoint.path}`;
  app.endpointRegistry.push({ method: endpoint.method, url, access: endpoint.access, endpoint });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      ...operationDocs(endpoint),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: strict(endpoint.query) } : {}),
      ...(endpoint.body ? { body: strict(endpoint.body) } : {}),
      response: {
        200: envelopeSchema(endpoint.data).extend({ success: z.literal(true), ...endpoint.top }),
        '4xx': failureSchema,
        '5xx': failureSchema,
      },
    },
    onRequest: async (request) => {
      await (options.authenticate ?? app.authenticate)(request);
      requireAccess(endpoint.access, request);
    },
    // A POST without a body is an empty object, so `{}`-shaped calls need no body at all.
    preValidation: async (request) => {
      if (endpoint.body && request.body === undefined) request.body = {};
    },
    ...(options.stepUp
      ? {
          preHandler: async (request: FastifyRequest) => {
            const { stepUp } = options;
            if (typeof stepUp === 'function' && !stepUp(request.body as Out<E['body']>)) return;
            requireRecentSecondFactor(request.auth, app.ctx.now());
          },
        }
      : {}),
    handler: async (request, reply) => {
      const result = await handler({
        request,
        reply,
        params: request.params as Out<E['params']>,
        query: request.query as Out<E['query']>,
        body: request.body as Out<E['body']>,
        auth: request.auth,
        requireAuth: () => {
          if (!request.auth) throw notSignedIn(request);
          return request.auth;
        },
      });
      return success(result);
    },
  });
}

/** Unknown fields are refused (VALIDATION_ERROR), not silently dropped. */
function strict(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodObject ? schema.strict() : schema;
}
