/** E-mail: the outbox (write in your transaction), its worker, and the message templates. */
export { enqueueMail, type MailContent, type MailKind, type MailWaker, type OutgoingMail } from './outbox';
export * from './templates';
