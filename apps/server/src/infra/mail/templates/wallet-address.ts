import type { MailContent } from '../outbox';
import { appLink, greet, renderMail } from './layout';

const utcMinute = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A new address in the member's withdrawal address book (issue 14, ADR 0012): the single-use link
 * that confirms it. Withdrawals to it open 24 hours after the confirmation.
 */
export function walletAddressAddedMail(input: {
  appUrl: string;
  firstName: string;
  address: string;
  name: string | null;
  at: Date;
  linkExpiresAt: Date;
  waitHours: number;
  token: string;
}): MailContent {
  return renderMail({
    subject: 'Confirm your new withdrawal address',
    heading: 'A new withdrawal address',
    greeting: greet(input.firstName),
    paragraphs: [
      'This address was added to the withdrawal address book of your account. Withdrawals can go to it only after you confirm it with the button below, and only ' +
        `${input.waitHours} hours after the confirmation.`,
    ],
    details: [
      ['Address', input.address],
      ...(input.name ? ([['Name', input.name]] as [string, string][]) : []),
      ['Added', utcMinute(input.at)],
      ['Link valid until', utcMinute(input.linkExpiresAt)],
    ],
    action: {
      label: 'Confirm this address',
      url: appLink(input.appUrl, '/confirm-wallet-address', { token: input.token }),
    },
    notes: [
      'If you did not add this address, do not confirm it: change your password at once and remove the address on your profile.',
    ],
  });
}

/** The address was confirmed: when withdrawals to it open. */
export function walletAddressConfirmedMail(input: {
  appUrl: string;
  firstName: string;
  address: string;
  name: string | null;
  at: Date;
  usableFrom: Date;
}): MailContent {
  return renderMail({
    subject: 'Withdrawal address confirmed',
    heading: 'Withdrawal address confirmed',
    greeting: greet(input.firstName),
    paragraphs: [`Withdrawals can go to this address from ${utcMinute(input.usableFrom)}.`],
    details: [
      ['Address', input.address],
      ...(input.name ? ([['Name', input.name]] as [string, string][]) : []),
      ['Confirmed', utcMinute(input.at)],
    ],
    action: { label: 'Your withdrawal addresses', url: appLink(input.appUrl, '/profile') },
    notes: [
      'If you did not confirm this address, remove it on your profile at once and change your password.',
    ],
  });
}
