import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@app/contract';

/** The sign-in form's check (the contract's schema), loaded lazily by the page. */
export const signInResolver = zodResolver(loginSchema);
