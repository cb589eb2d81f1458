import nodemailer from 'nodemailer';
import type { MailContent } from './outbox';

export interface MailToSend extends Omit<MailContent, 'html'> {
  to: string;
  html?: string | undefined;
  /** Stable per outbox row, so a receiver can drop a copy sent again after a crash. */
  messageId: string;
}

/** Where the worker hands messages over; resolves only once the server accepted the message. */
export interface MailTransport {
  send(message: MailToSend): Promise<void>;
  close(): void;
}

/**
 * Nodemailer over SMTP_URL (`smtp://user:pass@host:587` upgrades with STARTTLS when offered,
 * `smtps://...:465` is TLS from the start; query options such as `?requireTLS=true` pass through).
 * Short timeouts: a stuck server must not hold the worker's lease for minutes.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: message.messageId,
      });
    },
    close: () => transporter.close(),
  };
}
