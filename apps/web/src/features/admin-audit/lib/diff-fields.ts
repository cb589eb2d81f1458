/**
 * The fields an audit entry changed: every key of before and after whose value differs, with
 * both values as JSON text. Non-object values compare as a whole under the key '(value)'.
 */
export type FieldChange = { field: string; before: string; after: string };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? '-' : JSON.stringify(v));

export const diffFields = (before: unknown, after: unknown): FieldChange[] => {
  if (!isRecord(before) || !isRecord(after)) {
    return show(before) === show(after)
      ? []
      : [{ field: '(value)', before: show(before), after: show(after) }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys
    .filter((k) => show(before[k]) !== show(after[k]))
    .map((k) => ({ field: k, before: show(before[k]), after: show(after[k]) }));
};
