import { useSearchParam } from '../app/searchParams';
import { PlanHome } from '../dashboards/PlanHome';
import { DemoStart } from '../demo/DemoStart';
import { LandingPage } from '../landing/LandingPage';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * `/`: the landing page for visitors, the plan dashboard for users; `/?pro-demo=true&investor=true`
 * opens the investor demo (spec 000 §2).
 */
export function HomePage() {
  const user = useCurrentUser();
  const proDemo = useSearchParam('pro-demo') === 'true' && useSearchParam('investor') === 'true';
  if (proDemo) return <DemoStart />;
  return user ? <PlanHome user={user} /> : <LandingPage />;
}
