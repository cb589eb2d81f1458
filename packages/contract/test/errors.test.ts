import { describe, expect, it } from 'vitest';
import {
  ERROR_CODES,
  errorCatalogue,
  errorCodeSchema,
  errorText,
  isErrorCode,
  isSignInCode,
  SIGN_IN_CODES,
  UNEXPECTED_ERROR_TEXT,
} from '../src';

const SPEC_CODES = [
  'USER_NOT_FOUND',
  'USER_EXISTS',
  'EMAIL_ALREADY_VERIFIED',
  'INVALID_OR_EXPIRED_TOKEN',
  'TOKEN_REQUIRED',
  'INVALID_REFERRAL_CODE',
  'WALLET_CREATION_FAILED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'EMAIL_NOT_VERIFIED',
  'BINGX_UID_ALREADY_SET',
  'BINGX_UID_ALREADY_EXISTS',
  'BINGX_UID_INELIGIBLE',
  'BINGX_UID_INCOMPLETE_KYC',
  'BINGX_UID_INSUFFICIENT_DEPOSIT',
  'INSUFFICIENT_BALANCE',
  'TOO_MANY_PENDING_WITHDRAWALS',
  'WITHDRAWAL_NOT_FOUND',
  'WITHDRAWAL_ALREADY_PROCESSED',
  'INSUFFICIENT_BALANCE_FOR_APPROVAL',
  'ACCOUNT_NOT_ACTIVE',
  'WALLET_ADDRESS_IN_USE',
  'UNAUTHORIZED',
  'BAD_REQUEST',
  'INVALID_STATUS',
  'INTERNAL_SERVER_ERROR',
  'VALIDATION_ERROR',
  'NETWORK_ERROR',
  'CURRENT_PASSWORD_INCORRECT',
  'SAME_PASSWORD_ERROR',
  'UNKNOWN_ERROR',
  'PASSWORD_CHANGED_SUCCESSFULLY',
];
const SERVER_CODES = [
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'MAINTENANCE_MODE',
  'SERVICE_UNAVAILABLE',
  'EXCHANGE_UNAVAILABLE',
  'OTP_INVALID',
  'OTP_EXPIRED',
  'OTP_TOO_MANY_ATTEMPTS',
  'OTP_NOT_VERIFIED',
  'OTP_RATE_LIMITED',
  'WITHDRAWAL_COOLDOWN',
  'INVALID_WALLET_ADDRESS',
  'SUBSCRIPTION_REQUIRED',
  'ONBOARDING_REQUIRED',
  'LAST_ADMIN',
  'USER_HAS_PENDING_WITHDRAWAL',
  'INVALID_CREDENTIALS',
  'AUTHENTICATION_REQUIRED',
  'REQUEST_TIMEOUT',
  'HEADERS_TOO_LARGE',
];

describe('error catalogue', () => {
  it('holds every code of both catalogues and the server codes', () => {
    for (const code of [...SPEC_CODES, ...SERVER_CODES]) expect(ERROR_CODES).toContain(code);
  });

  it('gives every code an HTTP status and a non-empty sentence', () => {
    for (const code of ERROR_CODES) {
      const { status, text } = errorCatalogue[code];
      expect(Number.isInteger(status) && status >= 200 && status < 600, code).toBe(true);
      expect(text.trim().length, code).toBeGreaterThan(0);
      expect(text, code).toMatch(/^[A-Z]/);
    }
  });

  it('fails with 4xx or 5xx, except the success code', () => {
    for (const code of ERROR_CODES) {
      if (code === 'PASSWORD_CHANGED_SUCCESSFULLY') expect(errorCatalogue[code].status).toBe(200);
      else expect(errorCatalogue[code].status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('keeps the texts the spec quotes', () => {
    expect(errorText('EMAIL_NOT_VERIFIED')).toBe('Please verify your email address before signing in.');
    expect(errorText('ACCOUNT_NOT_ACTIVE')).toBe('Your account is not active. Please contact support.');
    expect(errorText('VALIDATION_ERROR')).toBe('Validation error occurred.');
    expect(errorText('USER_NOT_FOUND')).toBe('User not found. Please check your email or register.');
    expect(errorText('INVALID_CREDENTIALS')).toBe('Invalid email or password. Please try again.');
    expect(errorText('PASSWORD_CHANGED_SUCCESSFULLY')).toBe('Password changed successfully!');
  });

  it('maps status codes the way the server answers them', () => {
    expect(errorCatalogue.UNAUTHORIZED.status).toBe(401);
    expect(errorCatalogue.FORBIDDEN.status).toBe(403);
    expect(errorCatalogue.NOT_FOUND.status).toBe(404);
    expect(errorCatalogue.RATE_LIMITED.status).toBe(429);
    expect(errorCatalogue.MAINTENANCE_MODE.status).toBe(503);
    expect(errorCatalogue.INTERNAL_SERVER_ERROR.status).toBe(500);
  });

  it('asks a caller without a token to sign in, and tells a stale token apart', () => {
    expect(errorCatalogue.AUTHENTICATION_REQUIRED).toEqual({
      status: 401,
      text: 'Please sign in to continue.',
    });
    expect(errorText('UNAUTHORIZED')).toMatch(/session has expired/);
    expect([...SIGN_IN_CODES].sort()).toEqual(['AUTHENTICATION_REQUIRED', 'UNAUTHORIZED']);
    expect(isSignInCode('AUTHENTICATION_REQUIRED')).toBe(true);
    expect(isSignInCode('UNAUTHORIZED')).toBe(true);
    expect(isSignInCode('INVALID_CREDENTIALS')).toBe(false);
  });

  it('maps unknown messages to the fallback, else the unexpected-error text', () => {
    expect(isErrorCode('USER_EXISTS')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
    expect(errorText('Something the server said', 'Login failed')).toBe('Login failed');
    expect(errorText(undefined)).toBe(UNEXPECTED_ERROR_TEXT);
    expect(errorText('__proto__')).toBe(UNEXPECTED_ERROR_TEXT);
    expect(errorCodeSchema.safeParse('NOPE').success).toBe(false);
  });
});
