import { useId, type ComponentType } from 'react';
import type { IconProps } from '@/components/ui/icons/icon';
/** A card's words, in the chosen language. */
export type FlipCardContent = { key: string; front: string; caption: string; back: string };

/**
 * A stat card that flips on hover and on focus (keyboard, or a tap on touch screens).
 * Both faces stay in the document, so screen readers read the front's label and the back's text.
 */
export const FlipCard = ({
  card,
  icon: CardIcon,
}: {
  card: FlipCardContent;
  icon: ComponentType<IconProps>;
}) => {
  const titleId = useId();
  const backId = useId();
  return (
    <article
      tabIndex={0}
      aria-labelledby={titleId}
      aria-describedby={backId}
      data-testid={`flip-card-${card.key}`}
      className="group h-64 rounded-2xl perspective-distant focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-400"
    >
      <div
        data-flip-inner
        className="relative size-full transition-transform duration-500 transform-3d group-hover:rotate-y-180 group-focus:rotate-y-180 motion-reduce:duration-0"
      >
        <div className="absolute inset-0 flex flex-col items-center justify-center rounded-2xl border border-slate-800 bg-gradient-to-br from-slate-900 to-slate-950 p-6 text-center backface-hidden">
          <span className="grid size-14 place-items-center rounded-2xl bg-emerald-500/15 text-emerald-300">
            <CardIcon className="size-7" />
          </span>
          <h3 id={titleId} className="mt-5 text-3xl font-extrabold text-white">
            {card.front}
          </h3>
          <p className="mt-1 text-sm font-medium tracking-wide text-slate-400 uppercase">{card.caption}</p>
        </div>
        <div className="absolute inset-0 flex items-center justify-center rounded-2xl border border-emerald-400/40 bg-emerald-950 p-6 text-center rotate-y-180 backface-hidden">
          <p id={backId} className="text-base leading-7 text-emerald-50">
            {card.back}
          </p>
        </div>
      </div>
    </article>
  );
};
