import { useDocumentTitle } from '@/lib/use-document-title';
import { AboutSection } from '../components/about-section';
import { EarnSection } from '../components/earn-section';
import { FaqSection } from '../components/faq-section';
import { FlipCardsSection } from '../components/flip-cards-section';
import { HeroSection } from '../components/hero-section';
import { HowToStartSection } from '../components/how-to-start-section';
import { SiteFooter } from '../components/site-footer';

/** The public landing page (spec 2, 'Landing page /'). */
export const LandingPage = () => {
  useDocumentTitle(null);
  return (
    <>
      <HeroSection />
      <HowToStartSection />
      <FlipCardsSection />
      <EarnSection />
      <AboutSection />
      <FaqSection />
      <SiteFooter />
    </>
  );
};
