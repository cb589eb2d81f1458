import { describe, expect, it } from 'vitest';
import { resendText } from '@/features/dashboard/lib/resend-text';

describe('resendText: the verification banner after Resend', () => {
  it('shows the spec success text', () => {
    expect(resendText({ success: true })).toEqual({
      ok: true,
      text: 'Verification email sent successfully! Please check your inbox.',
    });
  });

  it('shows the server message of a known code', () => {
    const result = { success: false as const, code: 'RATE_LIMITED', message: 'Too many requests' };
    expect(resendText(result)).toEqual({ ok: false, text: 'Too many requests' });
  });

  it('falls back to the dashboard text for an unknown code or no answer', () => {
    const unknown = {
      success: false as const,
      code: 'SOMETHING_NEW',
      message: 'An unexpected error occurred.',
    };
    expect(resendText(unknown).text).toBe('Failed to send verification email');
    expect(resendText({ success: false, code: 'UNKNOWN_ERROR', message: 'x' }).text).toBe(
      'Failed to send verification email',
    );
    expect(resendText(null).text).toBe('Failed to send verification email');
  });
});
