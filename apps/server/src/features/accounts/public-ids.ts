import { randomInt } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@app/contract';

const randomFrom = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A member's own code (8 characters without look-alikes); unique by index, retried on collision. */
export const generateReferralCode = () => randomFrom(REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH);

/** The short public id shown to people ('U' + 7 characters); never the database key. */
export const generatePublicUserId = () => `U${randomFrom(REFERRAL_CODE_ALPHABET, 7)}`;
