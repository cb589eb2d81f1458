import type { Db } from '../db/client';
import type { JobLog, JobSpec } from '../jobs/start-job';
import { sendDueMail } from './send-due-mail';
import { createSmtpTransport, type MailTransport } from './smtp-transport';

export interface OutboxWorkerOptions {
  db: Db;
  now: () => Date;
  smtpUrl: string;
  from: string;
  appUrl: string;
  log: JobLog;
  /** A transport other than SMTP_URL's (tests). */
  transport?: MailTransport;
  intervalMs?: number;
}

/**
 * The outbox worker as a job: every few seconds, and at once when woken after a commit, it sends
 * what is due. No advisory lock: several instances share the work row by row (SKIP LOCKED).
 */
export function outboxWorkerJob(options: OutboxWorkerOptions): JobSpec & { transport: MailTransport } {
  const transport = options.transport ?? createSmtpTransport(options.smtpUrl, options.from);
  const messageIdHost = new URL(options.appUrl).hostname || 'localhost';
  return {
    name: 'mail-outbox',
    intervalMs: options.intervalMs ?? 5_000,
    log: options.log,
    transport,
    run: async ({ signal }) => {
      await sendDueMail({ db: options.db, transport, now: options.now, messageIdHost, signal });
    },
  };
}
