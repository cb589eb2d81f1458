import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { depositOwnersCache } from '../../src/features/onboarding/watcher/deposit-owners';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createMember, updateUser } from '../support/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addressFor = (n: number) => getAddress(`0x${n.toString(16).padStart(40, 'a')}`);

/** A member holding deposit index `index` (and an address made from it), as if just committed. */
async function memberWithIndex(index: number) {
  const member = await createMember(t);
  await updateUser(t, member.id, { depositIndex: index, walletAddress: addressFor(index) });
  return addressFor(index);
}

describe("the deposit watcher's owners kept between passes", () => {
  it('reads new addresses each pass, late commits below the settled index once settled, and all at a full reload', async () => {
    let now = 0;
    const cache = depositOwnersCache({ clock: () => now, settleMs: 60_000, fullReloadMs: 600_000 });
    const first = await memberWithIndex(10);

    expect((await cache.load(t.db)).has(first)).toBe(true); // t=0, full (nothing settled yet)
    now = 3_000;
    const second = await memberWithIndex(20);
    expect((await cache.load(t.db)).has(second)).toBe(true); // still full: no read is a minute old

    now = 64_000; // the read at 3 s (highest index 20) has settled: read above 20 only
    const third = await memberWithIndex(1_000);
    const lateButUnsettled = await memberWithIndex(500); // took its index before 1,000, committed after
    let owners = await cache.load(t.db);
    expect([first, second, third, lateButUnsettled].every((a) => owners.has(a))).toBe(true);

    now = 130_000; // the read at 64 s (highest 1,000) has settled: indexes up to 1,000 are final
    const fourth = await memberWithIndex(2_000);
    const belowSettled = await memberWithIndex(900); // a commit no registration could take this long for
    owners = await cache.load(t.db);
    expect(owners.has(fourth)).toBe(true);
    // Not read again: proof the pass read only the indexes above 1,000, not every address.
    expect(owners.has(belowSettled)).toBe(false);

    now = 603_000; // ten minutes after the last full read (at 3 s): the safety net finds it
    owners = await cache.load(t.db);
    expect([first, second, third, lateButUnsettled, fourth, belowSettled].every((a) => owners.has(a))).toBe(
      true,
    );
  });
});
