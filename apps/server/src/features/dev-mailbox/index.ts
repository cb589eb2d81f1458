// The dev mailbox: the outbox shown as a page when no SMTP_URL is set.
// Its public face: other features, app.ts, main.ts and the CLI import it only from here.
export { devMailboxRoutes } from './dev-mailbox.routes';
