import type { Language } from '@app/contract';
import { mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, renderMail } from './layout';

/** An operations alert to the admins (admin-alerts.ts): what happened, what it means, where to look. */
export function adminOperationsAlertMail(input: {
  appUrl: string;
  subject: string;
  paragraphs: string[];
  details?: [label: string, value: string][];
  /** The admin page to open. */
  path: string;
  language?: Language;
}): MailContent {
  const { language = 'en' } = input;
  return renderMail({
    language,
    subject: input.subject,
    heading: input.subject,
    paragraphs: input.paragraphs,
    ...(input.details ? { details: input.details } : {}),
    action: { label: mailTexts(language).operations.action, url: appLink(input.appUrl, input.path) },
  });
}
