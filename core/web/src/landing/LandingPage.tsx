import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { SiteFooter } from '../shell/SiteFooter';
import { BenefitsSection } from './BenefitsSection';
import { CreatorSection } from './CreatorSection';
import { FeaturesSection } from './FeaturesSection';
import { FinalCtaSection } from './FinalCtaSection';
import { HeroSection } from './HeroSection';
import { LandingHeader } from './LandingHeader';
import { PricingSection } from './PricingSection';
import { ProblemsSection } from './ProblemsSection';
import { SolutionSection } from './SolutionSection';
import { StepsSection } from './StepsSection';
import { TestimonialsSection } from './TestimonialsSection';
import './landing.css';

/** `/` for visitors: the landing and pricing page, its sections in the spec's order (spec 000 §2). */
export function LandingPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Auditoria de sites com correção automática`);
  return (
    <div className="lp">
      <LandingHeader />
      <main>
        <HeroSection />
        <ProblemsSection />
        <SolutionSection />
        <FeaturesSection />
        <StepsSection />
        <BenefitsSection />
        <CreatorSection />
        <TestimonialsSection />
        <PricingSection />
        <FinalCtaSection />
      </main>
      <SiteFooter dark />
    </div>
  );
}
