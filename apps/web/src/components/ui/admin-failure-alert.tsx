import { adminFailureText } from '@app/contract';
import { failureCode } from '@/lib/api-client';
import { Alert } from './alert';

/**
 * An admin screen's failed query, in admin section 8's words: the screen's `failed` text for a
 * refusal (or the code's own text where it is written for admins), `exception` when no answer came.
 */
export const AdminFailureAlert = ({
  error,
  texts,
  className,
}: {
  error: Error | null;
  texts: { failed: string; exception: string };
  className?: string;
}) => (error ? <Alert className={className}>{adminFailureText(failureCode(error), texts)}</Alert> : null);
