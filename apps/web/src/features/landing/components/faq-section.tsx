import { useTranslation } from '@/lib/i18n/use-translation';
import { usePlatform } from '@/lib/platform';
import { faqItems } from '../content/faq';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';

export const FaqSection = () => {
  const { t } = useTranslation();
  return (
    <Faq
      items={faqItems(usePlatform().subscription, t)}
      title={t('landing.faq.title')}
      eyebrow={t('landing.faq.eyebrow')}
    />
  );
};

const Faq = ({
  items,
  title,
  eyebrow,
}: {
  items: ReturnType<typeof faqItems>;
  title: string;
  eyebrow: string;
}) => (
  <section
    id="faq"
    aria-labelledby="faq-heading"
    className="scroll-mt-20 border-t border-slate-800/80 py-20 sm:py-28"
  >
    <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
      <SectionHeading id="faq-heading" eyebrow={eyebrow} title={title} />
      <div className="mt-12">
        <FaqAccordion items={items} />
      </div>
    </div>
  </section>
);
