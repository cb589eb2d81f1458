import { usePlatform } from '@/lib/platform';
import { faqItems } from '../content/faq';
import { FaqAccordion } from './faq-accordion';
import { SectionHeading } from './section-heading';

export const FaqSection = () => <Faq items={faqItems(usePlatform().subscription)} />;

const Faq = ({ items }: { items: ReturnType<typeof faqItems> }) => (
  <section
    id="faq"
    aria-labelledby="faq-heading"
    className="scroll-mt-20 border-t border-slate-800/80 py-20 sm:py-28"
  >
    <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
      <SectionHeading id="faq-heading" eyebrow="FAQ" title="Frequently asked questions" />
      <div className="mt-12">
        <FaqAccordion items={items} />
      </div>
    </div>
  </section>
);
