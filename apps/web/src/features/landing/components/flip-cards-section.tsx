import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { IconProps } from '@/components/ui/icons/icon';
import { HandshakeIcon, SparklesIcon, TrendingUpIcon, TrophyIcon } from '@/components/ui/icons/ui-icons';
import { flipCardKeys, type FlipCardKey } from '../content/marketing';
import { site } from '@/config/site';
import { FlipCard } from './flip-card';

const icons: Record<FlipCardKey, ComponentType<IconProps>> = {
  evolving: SparklesIcon,
  best: TrophyIcon,
  levels: TrendingUpIcon,
  partner: HandshakeIcon,
};

/** Four stat cards (Evolving, Best, 15 referral levels, exchange partner). */
export const FlipCardsSection = () => {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="stats-heading" className="py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="sr-only">
          {t('landing.cards.heading')}
        </h2>
        <p className="text-center text-sm text-slate-400">{t('landing.cards.hint')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {flipCardKeys.map((key) => (
            <li key={key}>
              <FlipCard
                card={{
                  key,
                  front: t(`landing.cards.${key}.front`, { exchange: site.exchangeName }),
                  caption: t(`landing.cards.${key}.caption`),
                  back: t(`landing.cards.${key}.back`),
                }}
                icon={icons[key] ?? SparklesIcon}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
