import type { ApiUser } from '@otimiza/sdk/shared';
import { EnterpriseDashboard } from './EnterpriseDashboard';
import { LiteDashboard } from './LiteDashboard';
import { ProDashboard } from './ProDashboard';

/**
 * The signed-in home by plan (spec 000 §2): enterprise, pro, or lite for lite, free and unknown.
 * The plan is the server's (a temporary enterprise access already makes it enterprise).
 */
export function PlanHome({ user }: { user: ApiUser }) {
  switch (user.plan.name) {
    case 'enterprise':
      return <EnterpriseDashboard user={user} />;
    case 'pro':
      return <ProDashboard user={user} />;
    default:
      return <LiteDashboard user={user} />;
  }
}
