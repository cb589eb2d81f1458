import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { formMessage } from '@/lib/form-errors';
import { queryClient } from '@/lib/query-client';

const refusal = new ApiError({
  success: false,
  message: 'Invalid or expired token',
  code: 'INVALID_OR_EXPIRED_TOKEN',
  data: null,
  error: null,
  status: 400,
});

describe('a failed query is logged only where no screen shows it', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    queryClient.clear();
  });

  it("logs a query's failure with its code when the query names itself in meta.logFailure", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await queryClient
      .fetchQuery({
        queryKey: ['history-probe'],
        queryFn: () => Promise.reject(refusal),
        retry: false,
        meta: { logFailure: 'Failed to load rewards history' },
      })
      .catch(() => undefined);
    expect(logged).toHaveBeenCalledWith(
      'Failed to load rewards history:',
      'INVALID_OR_EXPIRED_TOKEN',
      'Invalid or expired token',
    );
  });

  it('leaves the failures the screens show to them', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await queryClient
      .fetchQuery({ queryKey: ['shown-probe'], queryFn: () => Promise.reject(refusal), retry: false })
      .catch(() => undefined);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('a form that shows one message at a time', () => {
  const errors = {
    newPassword: { type: 'custom', message: 'Please fix the password requirements listed below.' },
    confirmPassword: { type: 'custom', message: 'Password confirmation does not match new password.' },
  };

  it('shows the first field error in the form order', () => {
    expect(formMessage(errors, ['newPassword', 'confirmPassword'])).toBe(errors.newPassword.message);
    expect(formMessage(errors, ['confirmPassword', 'newPassword'])).toBe(errors.confirmPassword.message);
  });

  it("shows the server's refusal before any field error, and nothing when all is well", () => {
    const refused = { ...errors, root: { server: { type: 'server', message: 'Failed to reset password.' } } };
    expect(formMessage(refused, ['newPassword'])).toBe('Failed to reset password.');
    expect(formMessage({}, ['newPassword', 'confirmPassword'])).toBeNull();
  });
});
