import { endpoints, failureSchema, liveStream } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { startEventStream } from '../../http/event-stream';
import { operationDocs } from '../../http/operation-docs';
import { API_PREFIX, registerEndpoint } from '../../http/register-endpoint';
import type { LiveUpdates } from './live.plugin';
import { createStreamTicket, redeemStreamTicket } from './stream-tickets';

/** How long opening a stream waits for the instance's LISTEN (the first stream connects it). */
const LISTEN_WAIT_MS = 5000;

/**
 * `POST /events/ticket` (an envelope call) and `GET /events`, the stream itself: not an envelope
 * answer, so registered by hand like the CSV downloads, and recorded in the route registry for the
 * access matrix and the API document. A missing ticket is AUTHENTICATION_REQUIRED, a used,
 * expired or unknown one (or one whose session ended) UNAUTHORIZED, both in the envelope, before
 * anything is streamed.
 */
export function liveRoutes(app: FastifyInstance, live: LiveUpdates) {
  const { ctx } = app;
  registerEndpoint(app, endpoints.liveTicket, ({ requireAuth }) => createStreamTicket(ctx, requireAuth()));

  const url = `${API_PREFIX}${liveStream.path}`;
  app.endpointRegistry.push({
    method: liveStream.method,
    url,
    access: liveStream.access,
    endpoint: { ...liveStream, data: z.string() },
    raw: true,
  });
  app.route({
    method: liveStream.method,
    url,
    schema: {
      ...operationDocs(
        liveStream,
        'Authenticated by the `ticket` of POST /events/ticket instead (EventSource cannot send a header). ' +
          'Answers text/event-stream: one event per change (`event:` and `data: {"kind": ...}`, kinds in the ' +
          'contract), comment lines as heartbeats; it ends when the session ends. Failures come in the JSON envelope.',
      ),
      querystring: liveStream.query,
      produces: ['text/event-stream'],
      response: {
        200: z.string().meta({ description: 'The event stream' }),
        '4xx': failureSchema,
        '5xx': failureSchema,
      },
    },
    handler: async (request, reply) => {
      const { ticket } = request.query as { ticket?: string };
      if (!ticket) throw new AppError('AUTHENTICATION_REQUIRED');
      const owner = await redeemStreamTicket(ctx, ticket);
      if (!owner) throw new AppError('UNAUTHORIZED');
      if (!live.listener)
        throw new AppError('SERVICE_UNAVAILABLE', { detail: 'No database URL to listen on' });
      // Opened once this instance listens, so nothing committed after the client saw it open is missed.
      await live.listener.listening(LISTEN_WAIT_MS);
      if (request.raw.destroyed) return; // the client left meanwhile

      const stream = startEventStream(reply, { heartbeatMs: live.heartbeatMs });
      const expiry = setTimeout(
        () => stream.close(),
        Math.max(0, owner.sessionExpiresAt.getTime() - ctx.now().getTime()),
      );
      expiry.unref();
      const remove = live.hub.add({
        owner,
        send: (kind) => stream.send(kind, { kind }),
        close: () => stream.close(),
      });
      stream.onClose(() => {
        clearTimeout(expiry);
        remove();
      });
    },
  });
}
