import { z } from 'zod';

/**
 * The published API document is zod's JSON Schema of each call: it shows types, lengths and
 * `regex` patterns, but not what `trim()` or a refinement checks. The helpers here write those
 * rules down as JSON Schema metadata next to the checks themselves, so that the document asks for
 * what the server accepts (the route fuzzer holds every request the server accepts against it).
 */

/** A regular expression's source without its `^...$` anchors, to build a larger pattern from. */
export const unanchored = (regex: RegExp) => regex.source.replace(/^\^/, '').replace(/\$$/, '');

/**
 * The pattern of a text that is trimmed before it is checked: surrounding whitespace, then text
 * matching `core` (which matches no whitespace), at most `maxLength` characters of it.
 */
export const trimmedPattern = (core: string, maxLength?: number) =>
  `^\\s*${maxLength === undefined ? '' : `(?=\\S{1,${maxLength}}\\s*$)`}(?:${core})\\s*$`;

/**
 * A text field the server trims before `rules` check it, published as `trimmedPattern(core,
 * maxLength)` (zod's own JSON Schema would show `rules`' lengths as lengths of the untrimmed text).
 */
export const trimmedText = <T extends z.ZodType<unknown, string>>(
  rules: T,
  documented: { core: string; maxLength?: number; format?: string },
) =>
  z
    .string()
    .trim()
    .pipe(rules)
    .meta({
      pattern: trimmedPattern(documented.core, documented.maxLength),
      ...(documented.format ? { format: documented.format } : {}),
    });

/**
 * An unsigned decimal text with at most `places` significant decimals ('12', '0.5', '.5',
 * '1.50000000000'), surrounded by whitespace or not, as `parseAmount` reads it; `-0` only where
 * zero is allowed.
 */
export const decimalTextPattern = (places: number, zeroAllowed: boolean) => {
  const unsigned = `\\d+(?:\\.\\d{1,${places}}0*)?|\\.\\d{1,${places}}0*`;
  const negativeZero = '-0+(?:\\.0+)?';
  return trimmedPattern(zeroAllowed ? `${unsigned}|${negativeZero}` : unsigned);
};
