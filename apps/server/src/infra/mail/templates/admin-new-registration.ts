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
}): MailContent {
  const { member, referrer } = input;
  const name = `${member.firstName} ${member.lastName}`;
  const details: [string, string][] = [
    ['Name', name],
    ['Email', member.email],
    ['User ID', member.userId],
  ];
  if (referrer)
    details.push(['Referred by', `${referrer.firstName} ${referrer.lastName} (${referrer.userId})`]);
  return renderMail({
    subject: `New registration: ${name}`,
    heading: 'New registration',
    paragraphs: ['A new account was registered. It still has to verify its email address.'],
    details,
    action: { label: 'Open in admin', url: appLink(input.appUrl, `/admin/users/${member.id}`) },
  });
}
