import { ProDashboard } from '../dashboards/ProDashboard';
import { useCurrentUser } from '../session/useCurrentUser';

/** /demo/{token}: the pro dashboard of the demo workspace. */
export function DemoDashboardPage() {
  const user = useCurrentUser();
  return user ? <ProDashboard user={user} /> : null;
}
