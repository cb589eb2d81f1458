/** The signed-in account, as the contract defines it (GET /users/profile, POST /users/login). */
export type { SessionUser } from '@app/contract';
