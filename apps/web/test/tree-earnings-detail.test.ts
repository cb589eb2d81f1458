import { describe, expect, it } from 'vitest';
import { treeEarningsDetail } from '../src/features/user-tree/components/tree-stat-cards';
import { englishT } from '@/lib/i18n/english';
import enMember from '@/locales/en/member';

const t = englishT(() => enMember, 'member');

describe("the tree's Total Earnings", () => {
  it('names the locked part it includes, so it does not read like the balance', () => {
    expect(treeEarningsDetail({ lockedEarningsFromTree: 0 }, t)).toBe('From your tree');
    expect(treeEarningsDetail({ lockedEarningsFromTree: 12.5 }, t)).toBe(
      'From your tree, $12.50 of it locked until you are compliant',
    );
  });
});
