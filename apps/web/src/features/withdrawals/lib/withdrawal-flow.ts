import {
  addressHint,
  isValidWalletAddress,
  otpMessages,
  sanitizeOtpInput,
  walletAddressMessages,
} from '@app/contract';

/**
 * The two-step withdrawal modal (member spec 2 and 4) as plain state: the form, then the code.
 * The component sends actions; every rule of the spec that does not need the network is here.
 */
export type Busy = 'requesting' | 'verifying' | 'submitting' | null;

export interface FlowState {
  /** 'factor': the third step of members with two-factor authentication (issue 14). */
  step: 'form' | 'code' | 'factor';
  amount: string;
  walletAddress: string;
  otp: string;
  /** The authenticator app's code (third step). */
  factorCode: string;
  busy: Busy;
  error: string | null;
  /** When the e-mailed code expires (ISO), shown on the code step. */
  expiresAt: string | null;
  /** The amount field's own message, checked before a code is requested. */
  amountError: string | null;
}

export const initialFlow: FlowState = {
  step: 'form',
  amount: '',
  walletAddress: '',
  otp: '',
  factorCode: '',
  busy: null,
  error: null,
  expiresAt: null,
  amountError: null,
};

export type FlowAction =
  | { type: 'edit'; field: 'amount' | 'walletAddress'; value: string }
  | { type: 'editOtp'; value: string }
  | { type: 'editFactor'; value: string }
  | { type: 'codeVerified' }
  | { type: 'backToCode' }
  | { type: 'start'; busy: Exclude<Busy, null> }
  | { type: 'fail'; message: string }
  | { type: 'invalidAmount'; message: string }
  | { type: 'codeSent'; expiresAt: string }
  | { type: 'back' }
  | { type: 'reset' };

export function withdrawalFlow(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'edit':
      return {
        ...state,
        [action.field]: action.value,
        error: null,
        amountError: action.field === 'amount' ? null : state.amountError,
      };
    case 'editOtp':
      return { ...state, otp: sanitizeOtpInput(action.value), error: null };
    case 'editFactor':
      return { ...state, factorCode: sanitizeOtpInput(action.value), error: null };
    case 'codeVerified':
      return { ...state, step: 'factor', busy: null, error: null, factorCode: '' };
    case 'backToCode':
      return { ...state, step: 'code', busy: null, error: null, factorCode: '' };
    case 'start':
      return { ...state, busy: action.busy, error: null };
    case 'fail':
      return { ...state, busy: null, error: action.message };
    case 'invalidAmount':
      return { ...state, busy: null, amountError: action.message };
    case 'codeSent':
      return { ...state, step: 'code', busy: null, error: null, otp: '', expiresAt: action.expiresAt };
    case 'back':
      return { ...state, step: 'form', busy: null, error: null, otp: '' };
    case 'reset':
      return initialFlow;
  }
}

/** Submit is disabled while requesting, with an empty field, or with an invalid address. */
export const canSubmitForm = (state: FlowState) =>
  state.busy === null &&
  state.amount.trim() !== '' &&
  state.walletAddress.trim() !== '' &&
  isValidWalletAddress(state.walletAddress.trim());

/** The live hint under the address field and whether it reads as valid. */
export const addressHintOf = (address: string) => {
  const text = addressHint(address);
  return text === null ? null : { text, valid: text === walletAddressMessages.hintValid };
};

/** The code step's own check before calling the server: empty is 'Please enter the OTP code'. */
export const otpInputError = (otp: string): string | null =>
  otp.trim() === '' ? otpMessages.required : null;
