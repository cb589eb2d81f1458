import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './register-endpoint';

/** apps/web/dist, found upward from this file (works from src/ and from the bundle in dist/). */
export function findWebDist(from = path.dirname(fileURLToPath(import.meta.url))): string | undefined {
  for (let dir = from; path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, 'apps', 'web', 'dist'), path.join(dir, 'web', 'dist')]) {
      if (existsSync(path.join(candidate, 'index.html'))) return candidate;
    }
  }
  return undefined;
}

/**
 * Serves the built web app. Vite's hashed files under /assets never change, so browsers keep
 * them for a year; index.html is revalidated every time so a new build is picked up.
 * The build writes brotli (.br) and gzip (.gz) copies of the files beside them; the copy the
 * browser accepts is sent (`Content-Encoding`, `Vary: Accept-Encoding`), index.html included
 * when it is the fallback of a client route.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const hashed = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
      void reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The landing page, whatever the client accepts (health checks and curl included).
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/html; charset=utf-8').sendFile('index.html'),
  );
}

/** A path that names a file (`/assets/app.js`, `/robots.txt`): a missing one is a 404, never the page. */
const namesFile = (path: string) => path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path);

/**
 * Client routes (/signin, /admin/users/123, ...) get index.html: any GET or HEAD outside /api
 * that does not name a file, whatever the client accepts (browsers, link previews, monitors,
 * curl). Returns false when the request is not one of those.
 */
export function webAppFallback(request: FastifyRequest, reply: FastifyReply): boolean {
  const path = request.url.split('?')[0] ?? '/';
  const isApi = path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (!isRead || isApi || namesFile(path)) return false;
  void reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  return true;
}
