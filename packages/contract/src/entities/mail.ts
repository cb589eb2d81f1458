import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';

/** A message of the outbox, as the dev mailbox lists it (only when no SMTP_URL is set). */
export const mailboxMessageSchema = z.object({
  _id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: dateTimeSchema,
  sentAt: dateTimeSchema.nullable(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
