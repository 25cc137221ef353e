import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { Hero } from '../components/hero';
import { LandingFooter } from '../components/landing-footer';
import { LandingHeader } from '../components/landing-header';

/** "/": what Vidriera is and the way in (docs/product/README.md). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main className="flex-1">
        <Hero />
        <FeaturesSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
