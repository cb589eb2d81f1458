import { lazy, type ComponentType } from 'react';

/** React.lazy for a named export: `lazyNamed(() => import('./page'), 'Page')`. */
export const lazyNamed = <M extends Record<K, ComponentType>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));
