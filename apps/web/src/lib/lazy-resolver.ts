import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose code (zod and the contract's schema) loads when the form is first
 * touched or checked, not with the page: the page's first script then carries no zod (ADR 0014).
 * `preload` starts the loading early (on the form's first focus); the first check waits for it.
 */
export const lazyResolver = <T extends FieldValues, C = unknown, O = T>(
  load: () => Promise<Resolver<T, C, O>>,
) => {
  let loading: Promise<Resolver<T, C, O>> | undefined;
  const loaded = () => (loading ??= load());
  const resolver: Resolver<T, C, O> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return {
    resolver,
    preload: () => {
      void loaded();
    },
  };
};
