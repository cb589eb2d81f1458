import type { ComponentType } from 'react';
import type { IconProps } from '@/components/ui/icons/icon';
import { HandshakeIcon, SparklesIcon, TrendingUpIcon, TrophyIcon } from '@/components/ui/icons/ui-icons';
import { flipCards } from '../content/marketing';
import { FlipCard } from './flip-card';

const icons: Record<string, ComponentType<IconProps>> = {
  evolving: SparklesIcon,
  best: TrophyIcon,
  levels: TrendingUpIcon,
  partner: HandshakeIcon,
};

/** Four stat cards (Evolving, Best, 15 referral levels, exchange partner). */
export const FlipCardsSection = () => (
  <section aria-labelledby="stats-heading" className="py-20 sm:py-24">
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <h2 id="stats-heading" className="sr-only">
        Why traders choose us
      </h2>
      <p className="text-center text-sm text-slate-400">Hover over or focus a card to learn more.</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {flipCards.map((card) => (
          <li key={card.key}>
            <FlipCard card={card} icon={icons[card.key] ?? SparklesIcon} />
          </li>
        ))}
      </ul>
    </div>
  </section>
);
