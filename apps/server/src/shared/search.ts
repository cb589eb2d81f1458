/**
 * `%term%` for LIKE / ILIKE with the term's own `%`, `_` and `\` taken literally
 * (PostgreSQL's default LIKE escape character is the backslash).
 */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;
