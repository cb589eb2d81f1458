/**
 * Query strings as the web client sends them: repeated keys become arrays and nested filters
 * written `filter[status]=X` become `{ filter: { status: 'X' } }` (one level, as the spec uses).
 */
export function parseQueryString(query: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(query)) {
    if (isIgnoredQueryKey(rawKey)) continue;
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(rawKey);
    if (nested) {
      const [, outer = '', inner = ''] = nested;
      const existing = result[outer];
      const target = isPlainRecord(existing) ? existing : (result[outer] = {} as Record<string, unknown>);
      put(target, inner, value);
    } else {
      put(result, rawKey, value);
    }
  }
  return result;
}

function put(target: Record<string, unknown>, key: string, value: string) {
  const existing = target[key];
  if (existing === undefined) target[key] = value;
  else target[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

const isPlainRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keys aimed at object prototypes are dropped unread: the request is read as if they were absent. */
export const isIgnoredQueryKey = (key: string) => /__proto__|constructor|prototype/.test(key);
