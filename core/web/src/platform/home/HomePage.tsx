import { useHostBrand } from '@otimiza/sdk/web';
import { Navigate } from '@tanstack/react-router';
import { lazyComponent } from '../../kernel/app/lazyComponent';
import { PageLoading } from '../../kernel/app/PageLoading';
import { useSearchParam } from '../../kernel/app/searchParams';
import { LandingPage } from '../landing/LandingPage';
import { useCurrentUser } from '../session/useCurrentUser';

// The landing page is in the first chunk; what signed-in users and the demo see loads on demand.
const PlanHome = lazyComponent(() => import('../dashboards/PlanHome').then((module) => module.PlanHome));
const DemoStart = lazyComponent(() => import('../demo/DemoStart').then((module) => module.DemoStart), <PageLoading fullScreen />);

/**
 * `/`: the landing page for visitors (the login page under a branded host), the plan dashboard for
 * users; `/?pro-demo=true&investor=true` opens the investor demo.
 */
export function HomePage() {
  const user = useCurrentUser();
  const proDemo = useSearchParam('pro-demo');
  const investor = useSearchParam('investor');
  const brand = useHostBrand();
  if (proDemo === 'true' && investor === 'true') return <DemoStart />;
  if (user) return <PlanHome user={user} />;
  // A branded host (white-label) is the reseller's: its visitors sign in, the product's landing is not theirs (the server redirects too).
  return brand ? <Navigate to="/login" replace /> : <LandingPage />;
}
