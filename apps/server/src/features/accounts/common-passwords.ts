import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/app-error';

/**
 * The common and breached passwords the server refuses (ASVS 6.2.4): the `passwords-common` list
 * of @zxcvbn-ts/language-common, about 49,000 passwords ranked by how often they appear in
 * breaches, shipped inside the npm package (no network call). The list is lower case, so the check
 * is too: `P@ssw0rd` is as guessable as `p@ssw0rd`. Built on first use (a few milliseconds).
 */
let common: Set<string> | undefined;

const commonPasswords = () => (common ??= new Set(dictionary['passwords-common']));

export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.trim().toLowerCase());

/** PASSWORD_TOO_COMMON for a password on the list; register, change, reset and create-admin call it. */
export function assertNotCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON');
}

/** How many passwords the list holds (the README and a test name the figure). */
export const commonPasswordCount = () => commonPasswords().size;
