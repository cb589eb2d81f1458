import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors';

/**
 * Every answer of the API is wrapped in this envelope (spec: "Generic response envelope").
 * On failure `message` is a catalogue code (see errors.ts) and `error` a short developer text.
 */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    message: z.string(),
    data,
    error: z.string().nullable(),
  });

export type Envelope<T> = { success: boolean; message: string; data: T; error: string | null };

/** A field-level validation failure, as `data.errors` carries them. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const failureDataSchema = z
  .object({ errors: z.array(fieldErrorSchema).optional(), message: z.string().optional() })
  .passthrough()
  .nullable();
export const failureSchema = envelopeSchema(failureDataSchema);

/**
 * A catalogue code as a schema. Here, not in errors.ts: every page of the web app reads the
 * catalogue's texts in its first script, which must not build schemas (nor load zod).
 */
export const errorCodeSchema = z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]);
