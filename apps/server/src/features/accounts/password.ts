import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 hashes on its own
// thread pool, so the event loop keeps serving while it works.
const ARGON2ID = 2 as Algorithm;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a malformed stored hash never signs anyone in
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check, for an unknown e-mail, so the answer time does not
 * reveal whether an account exists.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password for unknown accounts');
  await verifyPassword(await dummyHash, password);
  return false;
}
