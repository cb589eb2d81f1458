import { z } from 'zod';
import { MIN_WITHDRAWAL_AMOUNT, WITHDRAWAL_ASSET } from '../constants';
import { compareDecimal, roundDecimal } from '../decimal';
import { amountInputSchema, type Money } from '../money';
import { moneyToDecimal, parseAmount } from '../money-amounts';
import { otpSchema } from './otp';
import { passkeyAssertionSchema } from './passkeys';
import { totpCodeSchema } from './two-factor';
import { isValidWalletAddress, walletAddressMessages, walletAddressPayloadSchema } from './wallet-address';

export const withdrawalMessages = {
  fillAll: 'Please fill in all required fields',
  invalidAmount: 'Invalid withdrawal amount',
  invalidAddress: walletAddressMessages.invalid,
  assetOnly: `Only ${WITHDRAWAL_ASSET} withdrawals are supported`,
} as const;

type WithdrawalFormValues = { amount: string; walletAddress: string };
type Field = keyof WithdrawalFormValues;

/** The form's amount input steps by 0.01 (member section 5: min 0.01, step 0.01). */
export const WITHDRAWAL_AMOUNT_PLACES = 2;

/**
 * Greater than 0, at most the balance, in steps of 0.01 (no more than two decimals); compared
 * exactly (no float).
 */
export const isValidWithdrawalAmount = (amount: string, balance: Money) => {
  const value = parseAmount(amount);
  return (
    value !== null &&
    compareDecimal(value, '0') > 0 &&
    compareDecimal(roundDecimal(value, WITHDRAWAL_AMOUNT_PLACES), value) === 0 &&
    compareDecimal(value, moneyToDecimal(balance)) <= 0
  );
};

/** The amount field's own message ('Invalid withdrawal amount'), or null; empty is not judged here. */
export const withdrawalAmountError = (amount: string, balance: Money): string | null =>
  amount.trim() === '' || isValidWithdrawalAmount(amount, balance) ? null : withdrawalMessages.invalidAmount;

const firstIssue = (v: WithdrawalFormValues, balance: Money): { message: string; path: Field } | null => {
  const empty = (['amount', 'walletAddress'] as const).find((f) => v[f].trim() === '');
  if (empty) return { message: withdrawalMessages.fillAll, path: empty };
  if (!isValidWalletAddress(v.walletAddress.trim()))
    return { message: withdrawalMessages.invalidAddress, path: 'walletAddress' };
  if (!isValidWithdrawalAmount(v.amount, balance))
    return { message: withdrawalMessages.invalidAmount, path: 'amount' };
  return null;
};

/** Step 1 of the withdrawal modal (member section 5): required, then address, then amount. */
export const firstWithdrawalFormError = (values: WithdrawalFormValues, balance: Money): string | null =>
  firstIssue(values, balance)?.message ?? null;

/** The withdrawal form for a member whose available balance is `balance`. */
export const withdrawalFormSchema = (balance: Money) =>
  z.object({ amount: z.string(), walletAddress: z.string() }).superRefine((v, ctx) => {
    const issue = firstIssue(v, balance);
    if (issue) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  });

/**
 * `POST /withdrawals`. The amount becomes a normalised decimal string (at least 0.01, at most
 * 8 decimals); the balance check is the server's, inside the transaction that holds the amount.
 */
export const withdrawalPayloadSchema = z.strictObject({
  amount: amountInputSchema({
    min: MIN_WITHDRAWAL_AMOUNT,
    max: '1000000000',
    message: withdrawalMessages.invalidAmount,
  }),
  walletAddress: walletAddressPayloadSchema,
  asset: z.literal(WITHDRAWAL_ASSET, { error: withdrawalMessages.assetOnly }),
  otp: otpSchema,
  /**
   * Not in the spec: a member with a second factor confirms each withdrawal with the current code
   * of their authenticator app as well (issue 14); members without one leave it out.
   */
  twoFactorCode: totpCodeSchema.optional(),
  /** Or, instead of the code, a passkey's answer to `POST /users/passkeys/assertion-options`. */
  twoFactorPasskey: passkeyAssertionSchema.optional(),
});
export type WithdrawalPayload = z.input<typeof withdrawalPayloadSchema>;
