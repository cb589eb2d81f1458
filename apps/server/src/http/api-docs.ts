import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { transformDocument, transformRoute } from './openapi-document';
import { tightenPolicy } from './security-headers';

/** OpenAPI built from the contract's zod schemas: JSON at /api/docs/json, a page at /api/docs. */
export async function registerApiDocs(
  app: FastifyInstance,
  options: { https: boolean; version: string; appUrl: string },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Rewards platform API',
        description:
          'Every answer is the envelope {success, message, data, error}; on failure `message` is a catalogue code.',
        version: options.version,
        contact: { name: 'Help & Support', url: new URL('/support', options.appUrl).href },
      },
      // Paths carry their /api prefix; the server is whichever one served the document.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: transformRoute,
    transformObject: transformDocument,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The page's own policy (with hashes of its inline code), held to the app's rules. Its bundle
    // sets inline styles, as the app's React does; styles and fonts come from our origin only.
    transformStaticCSP: (header) =>
      tightenPolicy(header, { https: options.https })
        .replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'")
        .replace(/font-src [^;]*/, "font-src 'self' data:"),
  });
}
