// Readers that turn the exchange's loosely typed fields into our types, or refuse the answer.
import { ExchangeUnavailableError } from '../errors';
import { formatDecimal, parseDecimal } from '@app/contract';
import { JsonNumber, type LosslessJson, type LosslessObject } from '../shared/lossless-json';

const UID = /^\d{1,20}$/;

function unreadable(field: string, value: LosslessJson | undefined): never {
  const shown = value instanceof JsonNumber ? value.raw : JSON.stringify(value);
  throw new ExchangeUnavailableError('BAD_RESPONSE', `exchange field ${field} unreadable: ${shown}`);
}

export function asObject(value: LosslessJson | undefined, field: string): LosslessObject {
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber)) {
    return value;
  }
  return unreadable(field, value);
}

export function asArray(value: LosslessJson | undefined, field: string): LosslessJson[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : unreadable(field, value);
}

/** A UID as its exact digits, whether written as a JSON integer or a string. */
export function readUid(value: LosslessJson | undefined, field: string): string {
  const text = value instanceof JsonNumber ? value.raw : value;
  if (typeof text === 'string' && UID.test(text)) return text.replace(/^0+(?=\d)/, '');
  return unreadable(field, value);
}

/** Like readUid, with missing, empty or 0 read as "none". */
export function readOptionalUid(value: LosslessJson | undefined, field: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  const uid = readUid(value, field);
  return uid === '0' ? null : uid;
}

/** Booleans arrive as JSON booleans or as the strings "true" / "false"; missing reads as false. */
export function readFlag(value: LosslessJson | undefined, field: string): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  return unreadable(field, value);
}

/** A decimal amount in canonical text; missing or empty reads as "0". */
export function readDecimal(value: LosslessJson | undefined, field: string): string {
  if (value === null || value === undefined || value === '') return '0';
  const text = value instanceof JsonNumber ? value.raw : value;
  if (typeof text !== 'string') return unreadable(field, value);
  try {
    return formatDecimal(parseDecimal(text));
  } catch {
    return unreadable(field, value);
  }
}

/** An integer that fits a JS number exactly (times in ms, counts), or null when missing. */
export function readSafeInteger(value: LosslessJson | undefined, field: string): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = value instanceof JsonNumber ? value.raw : value;
  const number = typeof text === 'string' && /^-?\d+$/.test(text) ? Number(text) : NaN;
  return Number.isSafeInteger(number) ? number : unreadable(field, value);
}
