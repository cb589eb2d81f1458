import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing a few hundred bytes costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers compressed (brotli or gzip, as the client accepts) above the threshold, streams
 * (CSV exports) compressed as they are written (issue 17, docs/decisions/0014-web-delivery.md).
 * The plugin's own compressible types are kept: they leave `text/event-stream` alone, so
 * server-sent events are never held back in a compressor's buffer. The built web app's files are
 * compressed at build time and served by `@fastify/static` (http/web-app.ts); an answer that
 * already has a Content-Encoding is not touched. Headers set on the request (security headers,
 * `Cache-Control: no-store`) stay.
 *
 * Requests are not inflated: a body is plain JSON, as before (the plugin would otherwise accept
 * gzip, deflate and brotli bodies on every route).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
