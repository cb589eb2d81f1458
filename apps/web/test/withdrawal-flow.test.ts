import { describe, expect, it } from 'vitest';
import { failureText } from '@/features/withdrawals/api/failure-text';
import { explorerAddressUrl, explorerTxUrl } from '@/lib/explorer';
import {
  addressHintOf,
  canSubmitForm,
  type FlowState,
  initialFlow,
  otpInputError,
  withdrawalFlow,
} from '@/features/withdrawals/lib/withdrawal-flow';

const VALID = '0x52908400098527886E0F7030069857D2E4169EE7';
const run = (...actions: Parameters<typeof withdrawalFlow>[1][]) =>
  actions.reduce<FlowState>((state, action) => withdrawalFlow(state, action), initialFlow);

describe('withdrawal modal, step 1 (member spec 5)', () => {
  it('submit needs both fields, a valid address and no request under way', () => {
    expect(canSubmitForm(initialFlow)).toBe(false);
    const filled = run(
      { type: 'edit', field: 'amount', value: '10' },
      { type: 'edit', field: 'walletAddress', value: VALID },
    );
    expect(canSubmitForm(filled)).toBe(true);
    expect(canSubmitForm({ ...filled, walletAddress: VALID.replace('E', 'e') })).toBe(false);
    expect(canSubmitForm({ ...filled, amount: ' ' })).toBe(false);
    expect(canSubmitForm(withdrawalFlow(filled, { type: 'start', busy: 'requesting' }))).toBe(false);
  });

  it('shows the live address hints, nothing while empty', () => {
    expect(addressHintOf('')).toBeNull();
    expect(addressHintOf(VALID)).toEqual({ text: 'Valid wallet address', valid: true });
    expect(addressHintOf(VALID.toLowerCase().slice(2))).toEqual({
      text: 'Valid wallet address',
      valid: true,
    });
    expect(addressHintOf('0x1234')).toEqual({ text: 'Invalid wallet address format', valid: false });
  });

  it('editing clears the error; a sent code moves to step 2 with an empty code', () => {
    const failed = run(
      { type: 'start', busy: 'requesting' },
      { type: 'fail', message: 'Failed to request OTP' },
    );
    expect(failed).toMatchObject({ busy: null, error: 'Failed to request OTP' });
    expect(withdrawalFlow(failed, { type: 'edit', field: 'amount', value: '1' }).error).toBeNull();
    const sent = run(
      { type: 'edit', field: 'amount', value: '5' },
      { type: 'editOtp', value: '123' },
      { type: 'codeSent', expiresAt: '2026-01-01T10:10:00.000Z' },
    );
    expect(sent).toMatchObject({ step: 'code', otp: '', amount: '5', expiresAt: '2026-01-01T10:10:00.000Z' });
  });
});

describe("withdrawal modal, the amount field's message (issue 19)", () => {
  it('shows under the field until the amount is edited; the address keeps it', () => {
    const refused = run(
      { type: 'edit', field: 'amount', value: '1.234' },
      { type: 'edit', field: 'walletAddress', value: VALID },
      { type: 'start', busy: 'requesting' },
      { type: 'invalidAmount', message: 'Invalid withdrawal amount' },
    );
    expect(refused).toMatchObject({ step: 'form', busy: null, amountError: 'Invalid withdrawal amount' });
    expect(withdrawalFlow(refused, { type: 'edit', field: 'walletAddress', value: VALID }).amountError).toBe(
      'Invalid withdrawal amount',
    );
    expect(withdrawalFlow(refused, { type: 'edit', field: 'amount', value: '1.23' }).amountError).toBeNull();
    expect(withdrawalFlow(refused, { type: 'reset' })).toEqual(initialFlow);
  });
});

describe('withdrawal modal, step 2', () => {
  it('keeps digits only, at most six', () => {
    expect(run({ type: 'editOtp', value: '12a3-4 5678' }).otp).toBe('123456');
  });

  it("an empty code reads 'Please enter the OTP code'", () => {
    expect(otpInputError('')).toBe('Please enter the OTP code');
    expect(otpInputError('123456')).toBeNull();
  });

  it('Back returns to the form with its values; success resets everything', () => {
    const atCode = run(
      { type: 'edit', field: 'amount', value: '5' },
      { type: 'edit', field: 'walletAddress', value: VALID },
      { type: 'codeSent', expiresAt: 'x' },
      { type: 'editOtp', value: '111111' },
    );
    expect(withdrawalFlow(atCode, { type: 'back' })).toMatchObject({
      step: 'form',
      amount: '5',
      walletAddress: VALID,
      otp: '',
    });
    expect(withdrawalFlow(atCode, { type: 'reset' })).toEqual(initialFlow);
  });
});

describe('failure texts and explorer links', () => {
  it("shows the server's text when it sent one, else the step's fallback", () => {
    expect(
      failureText({ code: 'WITHDRAWAL_COOLDOWN', error: 'Opens at 10:00 UTC.' }, 'Failed to request OTP'),
    ).toBe('Opens at 10:00 UTC.');
    expect(failureText({ code: 'NETWORK_ERROR', error: 'request failed' }, 'Failed to request OTP')).toBe(
      'Failed to request OTP',
    );
    expect(failureText({ code: 'UNKNOWN_ERROR', error: null }, 'Failed to verify OTP')).toBe(
      'Failed to verify OTP',
    );
  });

  it('links addresses and transactions to a test-network explorer', () => {
    expect(explorerAddressUrl(VALID)).toBe(`https://testnet.bscscan.com/address/${VALID}`);
    expect(explorerTxUrl(`0x${'a'.repeat(64)}`)).toBe(`https://testnet.bscscan.com/tx/0x${'a'.repeat(64)}`);
  });
});

describe('withdrawal modal, step 3 for members with two-factor authentication (issue 14)', () => {
  it('a verified e-mail code moves to the authenticator step; its code is digits only; Back returns to the code', () => {
    const atCode = run(
      { type: 'codeSent', expiresAt: '2026-01-01T00:00:00.000Z' },
      { type: 'editOtp', value: '123456' },
    );
    const atFactor = withdrawalFlow(atCode, { type: 'codeVerified' });
    expect(atFactor).toMatchObject({ step: 'factor', otp: '123456', factorCode: '', busy: null });
    expect(withdrawalFlow(atFactor, { type: 'editFactor', value: '12a3456789' }).factorCode).toBe('123456');
    expect(withdrawalFlow(atFactor, { type: 'backToCode' })).toMatchObject({ step: 'code', otp: '123456' });
  });
});
