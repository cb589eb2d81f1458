import type { Language } from '@app/contract';
import { fill, mailTexts } from '../i18n';
import type { MailContent } from '../outbox';
import { appLink, renderMail } from './layout';

interface Person {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
}

/** Admin alert (setting "User Registration Alerts"): a new account was registered. */
export function adminNewRegistrationMail(input: {
  appUrl: string;
  member: Person;
  referrer?: Omit<Person, 'id' | 'email'> | null | undefined;
  language?: Language;
}): MailContent {
  const { member, referrer, language = 'en' } = input;
  const t = mailTexts(language).adminNewRegistration;
  const name = `${member.firstName} ${member.lastName}`;
  const details: [string, string][] = [
    [t.name, name],
    [t.email, member.email],
    [t.userId, member.userId],
  ];
  if (referrer)
    details.push([t.referredBy, `${referrer.firstName} ${referrer.lastName} (${referrer.userId})`]);
  return renderMail({
    language,
    subject: fill(t.subject, { name }),
    heading: t.heading,
    paragraphs: [t.intro],
    details,
    action: { label: t.action, url: appLink(input.appUrl, `/admin/users/${member.id}`) },
  });
}
