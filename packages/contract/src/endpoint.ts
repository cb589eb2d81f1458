import type { z } from 'zod';

/**
 * One call of the API, written once. The server registers a route from it (validation, OpenAPI),
 * the web client calls it, and tests read `access` for the access matrix.
 *
 * - `path` is relative to the API base (`/api`), in Fastify form: `/users/:id`.
 * - `access`: `public` (anyone), `user` (any signed-in account), `member` (signed-in non-admin),
 *   `admin` (signed-in admin). Finer rules (own data only, onboarding done) live in the handler.
 * - `data` is the schema of the envelope's `data` on success.
 * - `top` adds fields beside the envelope's four (register's `requiresVerification`).
 */
export type Access = 'public' | 'user' | 'member' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  D extends z.ZodType = z.ZodType,
> {
  method: Method;
  path: string;
  access: Access;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  data: D;
  top?: Record<string, z.ZodType>;
}

/**
 * Identity at run time; keeps the literal type of the definition (method, path, access and which
 * of params/query/body exist), so `endpoints.login.body` is known to be there.
 */
export const defineEndpoint = <const E extends Endpoint>(e: E): E => e;

declare const routeOfEndpoint: unique symbol;

/**
 * What a client needs to make a call: the endpoint's method and path, built without its schemas
 * (ADR 0014: the web's first script loads no zod). The endpoint rides along as a type only, so
 * `DataOf`, `BodyOf`, `QueryOf`, `ParamsOf` and `TopOf` read a route as they read its endpoint.
 */
export interface Route<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly [routeOfEndpoint]?: E;
}

/** An endpoint's route: plain data, for a client that must not load the schemas. */
export const routeOf = <E extends Endpoint>(endpoint: E): Route<E> => ({
  method: endpoint.method,
  path: endpoint.path,
});

/** Every endpoint of a map as its route (the web's build reads `endpoints` through this). */
export const routesOf = <M extends Record<string, Endpoint>>(map: M): { [K in keyof M]: Route<M[K]> } =>
  Object.fromEntries(Object.entries(map).map(([name, e]) => [name, routeOf(e)])) as {
    [K in keyof M]: Route<M[K]>;
  };

/** The endpoint behind a route (an endpoint stands for itself). */
export type EndpointOf<E> = E extends Endpoint
  ? E
  : E extends { readonly [routeOfEndpoint]?: infer X }
    ? Exclude<X, undefined>
    : never;

export type DataOf<E> = EndpointOf<E> extends { data: infer D extends z.ZodType } ? z.infer<D> : never;
export type BodyOf<E> = EndpointOf<E> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
export type QueryOf<E> = EndpointOf<E> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
export type ParamsOf<E> = EndpointOf<E> extends { params: infer P extends z.ZodType } ? z.input<P> : never;
/** What the handler receives after validation (defaults applied, values coerced). */
export type ParsedBodyOf<E> = E extends { body: infer B extends z.ZodType } ? z.output<B> : never;
export type ParsedQueryOf<E> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : never;
export type ParsedParamsOf<E> = E extends { params: infer P extends z.ZodType } ? z.output<P> : never;
/** The extra top-level fields of a successful answer (register's `requiresVerification`). */
export type TopOf<E> =
  EndpointOf<E> extends { top: infer T extends Record<string, z.ZodType> }
    ? { -readonly [K in keyof T]: z.infer<T[K]> }
    : Record<never, never>;
