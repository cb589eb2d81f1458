import { z } from 'zod';
import { MAX_LEVEL, MAX_PAGE_SIZE, MIN_LEVEL } from '../constants';

/**
 * Building blocks of query, path and body schemas. Query values arrive as strings: numbers are
 * coerced; booleans read 'true'/'false' exactly (z.coerce.boolean would turn 'false' into true),
 * as the published document's `type: boolean` says.
 */
export const queryInt = (bounds: { min: number; max: number }) =>
  z.coerce.number<string | number>().int().min(bounds.min).max(bounds.max);

export const queryBoolean = z
  .union([z.boolean(), z.stringbool({ truthy: ['true'], falsy: ['false'], case: 'sensitive' })])
  .meta({ type: 'boolean' });

export const pageQuery = queryInt({ min: 1, max: 1_000_000 }).default(1);
export const limitQuery = (defaultLimit: number, max = MAX_PAGE_SIZE) =>
  queryInt({ min: 1, max }).default(defaultLimit);
export const levelQuery = queryInt({ min: MIN_LEVEL, max: MAX_LEVEL });
export const searchQuery = z.string().trim().max(100);

/** `-createdAt` (newest first) or `createdAt`, for each field a list can sort on. */
export const sortQuery = <const F extends string>(fields: readonly F[], defaultSort: `-${F}` | F) => {
  type Sort = F | `-${F}`;
  const values = [...fields, ...fields.map((f): Sort => `-${f}`)] as [Sort, ...Sort[]];
  return z.enum(values).default(defaultSort as never);
};

/** Calls without a payload still refuse unknown fields; the client sends `{}`. */
export const emptyBody = z.strictObject({});

/** The `data` of answers that carry nothing beyond success and message. */
export const noData = z.null();
