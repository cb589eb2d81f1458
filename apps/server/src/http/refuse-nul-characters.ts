import type { FieldError } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

export const NUL_CHARACTER_MESSAGE = 'Text must not contain NUL characters';

/**
 * PostgreSQL cannot store or even compare text holding U+0000: a query with one fails, which
 * would surface as a 500. No real input needs it, so any string in the body, query or path that
 * holds one is refused up front, for every route, as a VALIDATION_ERROR naming the field.
 */
export function registerRefuseNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const errors: FieldError[] = [];
    for (const part of [request.params, request.query, request.body]) collectNul(part, '', errors);
    if (errors.length > 0) throw new AppError('VALIDATION_ERROR', { data: { errors } });
  });
}

function collectNul(value: unknown, path: string, errors: FieldError[], depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) errors.push({ path, message: NUL_CHARACTER_MESSAGE });
    return;
  }
  // JSON nests at most this deep in any contract schema; deeper input is refused by validation.
  if (value === null || typeof value !== 'object' || depth > 32) return;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) errors.push({ path: innerPath, message: NUL_CHARACTER_MESSAGE });
    collectNul(inner, innerPath, errors, depth + 1);
  }
}
