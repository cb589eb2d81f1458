import { eq } from 'drizzle-orm';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/features/users/users.tables';
import { DEV_DEPOSIT_MNEMONIC, devXpubFromMnemonic } from '../../src/infra/chain';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember } from '../support/users';

// Deposit addresses need no chain: only DEPOSIT_XPUB.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEPOSIT_XPUB: devXpubFromMnemonic() } });
});
afterAll(() => t?.close());

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('deposit addresses', () => {
  it("is the address the mnemonic's own account at the member's deposit index controls", async () => {
    const members = [await createMember(t), await createMember(t), await createMember(t)];
    const seen = new Set<string>();
    for (const member of members) {
      const profile = await t.get('/api/users/profile', { token: member.token });
      const { depositIndex, walletAddress } = await row(member.id);
      expect(depositIndex).not.toBeNull();
      expect(walletAddress).toBe(
        mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { addressIndex: depositIndex! }).address,
      );
      expect(profile.body.data.user.walletAddress).toBe(walletAddress);
      seen.add(walletAddress!);
    }
    expect(seen.size).toBe(3);
  });

  it('is assigned once: later reads and parallel first reads give the same address', async () => {
    const member = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.get('/api/onboarding/info', { token: member.token })),
    );
    const addresses = new Set(answers.map((a) => a.body.data.walletAddress));
    expect(addresses.size).toBe(1);
    expect((await t.get('/api/users/profile', { token: member.token })).body.data.user.walletAddress).toBe(
      [...addresses][0],
    );
  });

  it('is given at registration', async () => {
    const admin = await createAdmin(t);
    const email = `onboarding.${Date.now()}@example.com`;
    const res = await t.post('/api/users/register', {
      body: {
        firstName: 'Pay',
        lastName: 'Er',
        email,
        password: 'Str0ng!Passw0rd',
        referredByCode: admin.referralCode,
      },
    });
    expect(res.status).toBe(200);
    const [created] = await t.db.select().from(users).where(eq(users.email, email));
    expect(created!.walletAddress).toBe(
      mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { addressIndex: created!.depositIndex! }).address,
    );
  });

  it('is never given to an admin', async () => {
    const admin = await createAdmin(t);
    const profile = await t.get('/api/users/profile', { token: admin.token });
    expect(profile.body.data.user.walletAddress).toBeNull();
    expect((await row(admin.id)).depositIndex).toBeNull();
  });

  it('fails with WALLET_CREATION_FAILED when DEPOSIT_XPUB gives no addresses', async () => {
    // A well-formed xpub of the wrong level (m/44'/60'), and one with a broken checksum.
    const wrongLevel = mnemonicToAccount(DEV_DEPOSIT_MNEMONIC, { path: "m/44'/60'/0'/0" }).getHdKey();
    const parentLevel = (await import('viem/accounts')).HDKey.fromMasterSeed(
      wrongLevel.privateKey!, // any seed: depth 0 is not a deposit level
    ).publicExtendedKey;
    const good = devXpubFromMnemonic();
    const brokenChecksum = good.slice(0, -1) + (good.endsWith('a') ? 'b' : 'a');
    for (const xpub of [parentLevel, brokenChecksum]) {
      const bad = await createTestApp({ env: { DEPOSIT_XPUB: xpub } });
      try {
        const member = await createMember(bad);
        const info = await bad.get('/api/onboarding/info', { token: member.token });
        expect(info.status).toBe(500);
        expect(info.body.message).toBe('WALLET_CREATION_FAILED');
        const admin = await createAdmin(bad);
        const register = await bad.post('/api/users/register', {
          body: {
            firstName: 'No',
            lastName: 'Wallet',
            email: `nowallet.${Date.now()}@example.com`,
            password: 'Str0ng!Passw0rd',
            referredByCode: admin.referralCode,
          },
        });
        expect(register.body.message).toBe('WALLET_CREATION_FAILED');
        expect(await bad.db.select().from(users).where(eq(users.firstName, 'No'))).toHaveLength(0);
      } finally {
        await bad.close();
      }
    }
  });
});
