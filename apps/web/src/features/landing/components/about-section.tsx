import { useTranslation } from '@/lib/i18n/use-translation';
import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { useAppName } from '@/lib/platform';
import { aboutPoints } from '../content/marketing';
import { SectionHeading } from './section-heading';

export const AboutSection = () => <About name={useAppName()} />;

const About = ({ name }: { name: string }) => {
  const { t } = useTranslation();
  return (
    <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
        <div>
          <SectionHeading
            id="about-heading"
            eyebrow={t('landing.about.eyebrow')}
            title={t('landing.about.title', { name })}
            align="left"
          >
            {t('landing.about.intro')}
          </SectionHeading>
        </div>
        <ul className="space-y-4">
          {aboutPoints.map((point) => (
            <li key={point} className="flex gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-500/15 text-emerald-300">
                <CheckIcon className="size-5" />
              </span>
              <span className="text-slate-200">{t(`landing.about.points.${point}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
};
