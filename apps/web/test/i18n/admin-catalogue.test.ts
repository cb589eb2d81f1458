import { describe, expect, it } from 'vitest';
import enAdmin from '@/locales/en/admin';
import esAdmin from '@/locales/es/admin';
import idAdmin from '@/locales/id/admin';
import viAdmin from '@/locales/vi/admin';

/**
 * Issue 17: the admin area is translated, not only keyed. catalogues.test.ts holds the keys and
 * placeholders equal; here no admin text may be left in English in another language, except the
 * few words that read the same there (codes, product names, units).
 */
const flatten = (node: unknown, path: string[] = [], into = new Map<string, string>()) => {
  if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) flatten(value, [...path, key], into);
  } else into.set(path.join('.'), String(node));
  return into;
};

/** Texts that are the same words in the language (checked by hand). */
const sameInEveryLanguage = new Set(['dashboard.wallet.bnb', 'rewards.levelN', 'texts.withdrawals.page']);
const sameIn: Record<string, Set<string>> = {
  es: new Set(['users.cards.total', 'userReports.no', 'userReports.head.trading', 'settings.platform.total']),
  vi: new Set(['userDetail.overview.email', 'review.account.email', 'settings.platform.total']),
  id: new Set([
    'layout.administrator',
    'layout.nav',
    'common.status',
    'users.cards.total',
    'rewards.level',
    'rewards.levelN',
    'userDetail.rewards.downline',
    'userDetail.overview.email',
    'review.account.email',
    'deposits.title',
    'deposits.transfers.title',
    'deposits.figures.credit',
    'userReports.head.trading',
    'userReports.activity.login',
    'settings.profile.administrator',
    'settings.platform.levelPercent',
    'settings.platform.total',
    'pager.nouns.transfers',
  ]),
};

const english = flatten(enAdmin);

describe.each([
  ['es', esAdmin],
  ['vi', viAdmin],
  ['id', idAdmin],
] as const)('admin catalogue in %s', (language, catalogue) => {
  const translated = flatten(catalogue);

  it('leaves no English text untranslated', () => {
    const untranslated = [...english]
      .filter(([key, text]) => translated.get(key) === text)
      .map(([key]) => key)
      .filter((key) => !sameInEveryLanguage.has(key) && !sameIn[language]?.has(key));
    expect(untranslated).toEqual([]);
  });

  it('keeps the symbols English shows around the words (arrows, ellipses, USDT)', () => {
    const differing = [...english]
      .filter(([key]) => translated.has(key))
      .filter(([key, text]) =>
        ['←', '...', 'USDT'].some((mark) => text.includes(mark) !== translated.get(key)?.includes(mark)),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
