import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralPaths } from '../../src/features/network/network.tables';
import { createTestApp, type TestApp } from '../support/create-test-app';
import { createAdmin, createMember, type TestUser } from '../support/users';

let t: TestApp;
const chain: TestUser[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // root admin -> m1 -> m2 -> ... -> m20: deeper than the 15 stored levels
  chain.push(await createAdmin(t));
  for (let i = 1; i <= 20; i++) chain.push(await createMember(t, { referrer: chain[i - 1] }));
});
afterAll(() => t.close());

const uplinesOf = (id: string) =>
  t.db
    .select({ ancestorId: referralPaths.ancestorId, depth: referralPaths.depth })
    .from(referralPaths)
    .where(eq(referralPaths.descendantId, id))
    .orderBy(asc(referralPaths.depth));

describe('placeUnderReferrer (closure table)', () => {
  it('gives a direct child one row at depth 1', async () => {
    expect(await uplinesOf(chain[1]!.id)).toEqual([{ ancestorId: chain[0]!.id, depth: 1 }]);
  });

  it('stores every upline of a member with its level', async () => {
    const member = chain[10]!;
    const rows = await uplinesOf(member.id);
    expect(rows).toEqual(
      Array.from({ length: 10 }, (_, i) => ({ ancestorId: chain[9 - i]!.id, depth: i + 1 })),
    );
  });

  it('stops at 15 levels for a member deeper than that', async () => {
    const member = chain[20]!;
    const rows = await uplinesOf(member.id);
    expect(rows).toHaveLength(15);
    expect(rows.map((r) => r.depth)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(rows.at(-1)).toEqual({ ancestorId: chain[5]!.id, depth: 15 });
    expect(rows.some((r) => r.ancestorId === chain[0]!.id)).toBe(false);
  });

  it('lets a member see levels 1-15 below it and nothing deeper', async () => {
    const below = await t.db
      .select({ descendantId: referralPaths.descendantId, depth: referralPaths.depth })
      .from(referralPaths)
      .where(eq(referralPaths.ancestorId, chain[0]!.id));
    expect(below).toHaveLength(15);
    expect(Math.max(...below.map((r) => r.depth))).toBe(15);
  });

  it('keeps siblings apart', async () => {
    const sibling = await createMember(t, { referrer: chain[3] });
    const rows = await uplinesOf(sibling.id);
    expect(rows.map((r) => r.ancestorId)).toEqual([chain[3]!.id, chain[2]!.id, chain[1]!.id, chain[0]!.id]);
    const [sameLevel] = await t.db
      .select()
      .from(referralPaths)
      .where(and(eq(referralPaths.ancestorId, chain[4]!.id), eq(referralPaths.descendantId, sibling.id)));
    expect(sameLevel).toBeUndefined();
  });

  it('refuses a depth outside 1-15 at the database', async () => {
    await expect(
      t.db.insert(referralPaths).values({
        ancestorId: chain[0]!.id,
        descendantId: chain[20]!.id,
        depth: 16,
        descendantJoinedAt: new Date(),
        descendantStatus: 'ACTIVE',
        descendantLinked: false,
      }),
    ).rejects.toThrow(
      expect.objectContaining({
        cause: expect.objectContaining({ constraint: 'referral_paths_depth_range' }),
      }),
    );
  });
});
