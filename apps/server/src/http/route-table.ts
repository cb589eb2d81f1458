import type { FastifyInstance } from 'fastify';

/**
 * Every route's method and URL pattern, collected as routes are added, so the not-found handler
 * can tell "no such path" (404) from "wrong method on a known path" (405).
 */
export function routeTable(app: FastifyInstance) {
  const routes: { methods: string[]; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat().map((m) => m.toUpperCase());
    routes.push({ methods, pattern: toPattern(route.url) });
  });
  return {
    methodsFor(path: string): string[] {
      const found = new Set<string>();
      for (const route of routes) if (route.pattern.test(path)) route.methods.forEach((m) => found.add(m));
      return [...found];
    },
  };
}

function toPattern(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((part) => {
      if (part.startsWith(':')) return '[^/]+';
      if (part === '*') return '.*';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}
