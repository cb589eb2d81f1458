/**
 * A language's catalogue has the English catalogue's keys, every one a string (ADR 0013): the
 * compiler refuses a missing or extra key, `test/i18n/catalogues.test.ts` an empty text.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  /** Plural forms English has no use for (Spanish `_many`; ADR 0013). */
  [plural: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string;
};

/**
 * The catalogue's namespaces: English `public` loads with the app; `messages` (the contract's texts)
 * only for another language; the account pages' and the areas' ones with their pages.
 */
export const namespaces = ['public', 'account', 'messages', 'member', 'admin'] as const;
export type Namespace = (typeof namespaces)[number];
