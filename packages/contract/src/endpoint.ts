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

export const defineEndpoint = <
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  D extends z.ZodType,
>(
  e: Endpoint<P, Q, B, D>,
) => e;

export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer D> ? z.infer<D> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
