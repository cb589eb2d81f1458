/** E-mail: the outbox (write in your transaction), its worker, and the message templates. */
export {
  enqueueMail,
  mailIn,
  type MailContent,
  type MailInLanguages,
  type MailKind,
  type MailWaker,
  type OutgoingMail,
} from './outbox';
export * from './templates';
export { formatAmount, formatWhen, MAIL_TEXTS, mailTexts, type MailTexts } from './i18n';
