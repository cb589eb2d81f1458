import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema } from '@app/contract';

/** The register form's check (the contract's schema), loaded lazily by the form. */
export const registerResolver = zodResolver(registerFormSchema);
