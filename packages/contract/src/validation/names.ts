import { z } from 'zod';

export const NAME_MAX_LENGTH = 50;

/** A first or last name: trimmed, required, bounded. */
export const nameSchema = (label: 'First name' | 'Last name') =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);
