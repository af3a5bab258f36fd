import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { SiteFooter } from '../../kernel/shell/SiteFooter';
import { BenefitsSection } from './BenefitsSection';
import { CreatorSection } from './CreatorSection';
import { FeaturesSection } from './FeaturesSection';
import { FinalCtaSection } from './FinalCtaSection';
import { HeroSection } from './HeroSection';
import { LandingHeader } from './LandingHeader';
import { MeasuredResultsSection } from './MeasuredResultsSection';
import { PricingSection } from './PricingSection';
import { ProblemsSection } from './ProblemsSection';
import { SolutionSection } from './SolutionSection';
import { StepsSection } from './StepsSection';
import './landing.css';

/**
 * `/` for visitors: the landing and pricing page, its sections in the spec's order;
 * in the testimonials' place, measured results of the bundled sample sites (no invented quotes).
 */
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
        <MeasuredResultsSection />
        <PricingSection />
        <FinalCtaSection />
      </main>
      <SiteFooter dark />
    </div>
  );
}
