import { CheckIcon } from '@/components/ui/icons/ui-icons';
import { useAppName } from '@/lib/platform';
import { aboutPoints } from '../content/marketing';
import { SectionHeading } from './section-heading';

export const AboutSection = () => <About name={useAppName()} />;

const About = ({ name }: { name: string }) => (
  <section id="about" aria-labelledby="about-heading" className="scroll-mt-20 py-20 sm:py-28">
    <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
      <div>
        <SectionHeading id="about-heading" eyebrow="About us" title={`Why ${name}`} align="left">
          We connect everyday traders with a master trader on a leading exchange, and reward the people who
          grow the community. You stay in control of your money the whole time.
        </SectionHeading>
      </div>
      <ul className="space-y-4">
        {aboutPoints.map((point) => (
          <li key={point} className="flex gap-4 rounded-2xl border border-slate-800 bg-slate-900/60 p-5">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-emerald-500/15 text-emerald-300">
              <CheckIcon className="size-5" />
            </span>
            <span className="text-slate-200">{point}</span>
          </li>
        ))}
      </ul>
    </div>
  </section>
);
