import { useLingui } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { NotFoundPage } from '../app/NotFoundPage';
import { PricingPage } from '../billing/PricingPage';
import { ProDashboard } from '../dashboards/ProDashboard';
import { useCurrentUser } from '../session/useCurrentUser';
import { demoSections } from './demoSections';

/** /demo/{token}/{section}: the demo's inner pages; their content arrives with their features. */
export function DemoSectionPage() {
  const { i18n } = useLingui();
  const { section: slug } = useParams({ strict: false }) as { section?: string };
  const user = useCurrentUser();
  const section = demoSections.find((candidate) => candidate.slug === slug);
  if (!section) return <NotFoundPage />;
  // The plans, read-only: the demo cannot subscribe.
  if (section.slug === 'pricing') return <PricingPage />;
  return user ? <ProDashboard user={user} title={i18n._(section.label)} /> : null;
}
