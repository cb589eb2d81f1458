// Dev mailbox: the outbox as a page (/dev/mailbox) and as JSON (/api/dev/mailbox), only when no
// SMTP_URL is set; with SMTP_URL both answer 404.
import { endpoints } from '@app/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerEndpoint } from '../../http/register-endpoint';
import { mailboxRepository } from '../../infra/mail/mailbox.repository';
import { renderMailboxList, renderMailboxMessage } from './mailbox-page';

const PAGE_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The e-mail's own HTML, shown as sent: inline styles and links only.
const MESSAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function devMailboxRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // The mailbox shows every verification and reset link: only this machine may read it, whatever
  // HOST says and whichever proxies are trusted (a request a proxy forwarded is not local).
  const requireMailbox = (request: FastifyRequest) => {
    if (ctx.config.smtpUrl)
      throw new AppError('NOT_FOUND', { detail: 'The dev mailbox is off: SMTP_URL is set' });
    if (!isLocalRequest(request))
      throw new AppError('NOT_FOUND', { detail: 'The dev mailbox answers this machine only' });
  };

  registerEndpoint(app, endpoints.devMailbox, async ({ query, request }) => {
    requireMailbox(request);
    const rows = await mailboxRepository.list(ctx.db, { limit: query.limit, to: query.to });
    return {
      messages: rows.map((m) => ({
        _id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        createdAt: m.createdAt.toISOString(),
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  });

  const html = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  app.get('/dev/mailbox', { schema: { hide: true } }, async (request, reply) => {
    requireMailbox(request);
    return html(reply, renderMailboxList(await mailboxRepository.list(ctx.db, { limit: PAGE_LIMIT })));
  });

  app.get<{ Params: { id: string } }>(
    '/dev/mailbox/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      requireMailbox(request);
      return html(reply, renderMailboxMessage(await findMessage(request.params.id)));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/dev/mailbox/:id/html',
    { schema: { hide: true } },
    async (request, reply) => {
      requireMailbox(request);
      const message = await findMessage(request.params.id);
      if (!message.html) throw new AppError('NOT_FOUND', { detail: 'This message has no HTML part' });
      return html(reply.header('content-security-policy', MESSAGE_CSP), message.html);
    },
  );

  async function findMessage(id: string) {
    const message = UUID.test(id) ? await mailboxRepository.findById(ctx.db, id) : undefined;
    if (!message) throw new AppError('NOT_FOUND', { detail: 'No such message' });
    return message;
  }
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** A request made on this machine directly: loopback peer and client, and no proxy's headers. */
function isLocalRequest(request: FastifyRequest): boolean {
  const forwarded =
    request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.socket.remoteAddress ?? '') && LOOPBACK.test(request.ip);
}
