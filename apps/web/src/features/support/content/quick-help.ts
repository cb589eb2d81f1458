import type { TFunction } from 'i18next';

/**
 * Quick help of the support page (spec 2, /support): short answers to the usual questions. The
 * subscription's period follows the setting ("yearly" for 365 days, "monthly" for 30 or 31).
 */
export const quickHelp = (periodDays: number, t: TFunction<'member'>) => {
  const pay = () => {
    if (periodDays === 365) return t('support.quickHelp.start.payYearly');
    if (periodDays === 30 || periodDays === 31) return t('support.quickHelp.start.payMonthly');
    if (periodDays === 1) return t('support.quickHelp.start.payDaily');
    return t('support.quickHelp.start.payDays', { count: periodDays });
  };
  return [
    {
      title: t('support.quickHelp.start.title'),
      items: [t('support.quickHelp.start.verify'), pay(), t('support.quickHelp.start.link')],
    },
    {
      title: t('support.quickHelp.rewards.title'),
      items: [
        t('support.quickHelp.rewards.cycle'),
        t('support.quickHelp.rewards.code'),
        t('support.quickHelp.rewards.review'),
      ],
    },
    {
      title: t('support.quickHelp.security.title'),
      items: [
        t('support.quickHelp.security.forgot'),
        t('support.quickHelp.security.change'),
        t('support.quickHelp.security.never'),
      ],
    },
  ];
};
