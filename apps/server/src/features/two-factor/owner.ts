import { AppError } from '../../http/app-error';
import { usersRepository } from '../users';
import type { FactorOwner } from './two-factor-deps';

/** The signed-in account a second-factor call is about. */
export async function readOwner(db: Parameters<typeof usersRepository.findById>[0], userId: string) {
  const user = await usersRepository.findById(db, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  return user satisfies FactorOwner;
}
