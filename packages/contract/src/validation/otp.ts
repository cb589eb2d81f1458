import { z } from 'zod';
import { trimmedText } from './documented';
import { OTP_LENGTH } from '../constants';

export const otpMessages = {
  required: 'Please enter the OTP code',
  format: `The OTP code must be ${OTP_LENGTH} digits`,
} as const;

/** What the code field keeps of a keystroke or paste: digits only, at most six. */
export const sanitizeOtpInput = (value: string) => value.replace(/\D/g, '').slice(0, OTP_LENGTH);

/** The verify button is enabled only with exactly six digits. */
export const isCompleteOtp = (value: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);

export const otpSchema = trimmedText(
  z.string().min(1, { error: otpMessages.required, abort: true }).refine(isCompleteOtp, otpMessages.format),
  { core: `\\d{${OTP_LENGTH}}` },
);
