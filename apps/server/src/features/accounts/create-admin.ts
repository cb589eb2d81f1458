import { randomInt } from 'node:crypto';
import { emailSchema, errorCatalogue, firstNewPasswordError, nameSchema } from '@app/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { Db, DbOrTx } from '../../infra/db/client';
import { isUniqueViolation } from '../../infra/db/pg-errors';
import { writeAudit } from '../audit';
import { users } from '../users/users.tables';
import { EMAIL_UNIQUE_INDEX, insertUser } from './create-user';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './password';

export interface AdminInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** How an admin came to be, for the audit log: no admin acts, so the entry says what did. */
export interface AdminOrigin {
  source: 'command-line' | 'first-start';
  /** The operating-system account that ran the command, when known. */
  osUser?: string | undefined;
}

const adminInputSchema = z.object({
  email: emailSchema,
  firstName: nameSchema('First name'),
  lastName: nameSchema('Last name'),
  password: z.string().superRefine((password, ctx) => {
    // The server's change-password rules; "current" is not part of creating an account.
    const message = firstNewPasswordError({
      currentPassword: '-',
      newPassword: password,
      confirmPassword: password,
    });
    if (message) ctx.addIssue({ code: 'custom', message });
    else if (isCommonPassword(password)) {
      ctx.addIssue({ code: 'custom', message: errorCatalogue.PASSWORD_TOO_COMMON.text });
    }
  }),
});

/**
 * A verified, ACTIVE administrator with no referrer. Its referral code is a root of the network:
 * the first members register with it. Used by `cli create-admin` and the first start; the audit
 * entry (`admin.create`, by the system) commits with the account.
 */
export async function createAdmin(
  db: DbOrTx,
  input: AdminInput,
  origin: AdminOrigin,
  now = new Date(),
  options: { mustChangePassword?: boolean } = {},
) {
  const parsed = adminInputSchema.safeParse(input);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('VALIDATION_ERROR', { data: { errors } });
  }
  const { email, firstName, lastName, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  try {
    return await db.transaction(async (tx) => {
      const admin = await insertUser(tx, {
        email,
        firstName,
        lastName,
        passwordHash,
        isAdmin: true,
        isEmailVerified: true,
        status: 'ACTIVE',
        passwordChangedAt: now,
        mustChangePassword: options.mustChangePassword ?? false,
        createdAt: now,
        updatedAt: now,
      });
      // No names or e-mail: they would outlive the account's erasure in the append-only log.
      await writeAudit(tx, {
        actorId: null,
        action: 'admin.create',
        target: { type: 'user', id: admin.id },
        after: { userId: admin.userId, isAdmin: true, status: 'ACTIVE', ...origin },
        at: now,
      });
      return admin;
    });
  } catch (err) {
    if (isUniqueViolation(err, EMAIL_UNIQUE_INDEX)) throw new AppError('USER_EXISTS');
    throw err;
  }
}

const FIRST_ADMIN_LOCK = 7_310_214_002;

/**
 * On a database without any account, creates the first admin (given e-mail/password, or
 * admin@example.com with a random strong password, which must be changed at its first sign-in). Two instances starting together create one.
 */
export async function ensureFirstAdmin(
  db: Db,
  given: { email?: string | undefined; password?: string | undefined },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`);
    const [any] = await tx.select({ id: users.id }).from(users).limit(1);
    if (any) return null;
    const email = given.email ?? 'admin@example.com';
    const password = given.password ?? generateStrongPassword();
    // A generated password is printed in the start banner (and so in logs): its first sign-in
    // must replace it before anything else (issue 21).
    const admin = await createAdmin(
      tx,
      { email, password, firstName: 'Platform', lastName: 'Admin' },
      { source: 'first-start' },
      new Date(),
      { mustChangePassword: given.password === undefined },
    );
    return { email, password, generated: given.password === undefined, referralCode: admin.referralCode };
  });
}

/** The referral code of the oldest admin: the platform's root code, shown in the start banner. */
export async function rootReferralCode(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row?.code;
}

/** 20 characters with every class the password rules ask for. */
export function generateStrongPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const lower = 'abcdefghijkmnpqrstuvwxyz';
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const specials = '@$!%*?&';
  const all = lower + upper + digits;
  const chars = [
    pick(lower),
    pick(upper),
    pick(digits),
    pick(specials),
    ...Array.from({ length: 16 }, () => pick(all)),
  ];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
