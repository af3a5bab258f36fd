import type { ApiUser } from '@otimiza/sdk/shared';
import { useSearchParam } from '../../kernel/app/searchParams';
import { installedPageKeys, pageKeyParam } from '../../kernel/plugins/innerPages/pageKeys';
import { homePageLink } from '../../kernel/plugins/innerPages/pageLinks';
import { CreatorDashboard } from './CreatorDashboard';
import { EnterpriseDashboard } from './EnterpriseDashboard';
import { FreeDashboard } from './FreeDashboard';
import { LiteDashboard } from './LiteDashboard';
import { ProDashboard } from './ProDashboard';

/**
 * The signed-in home: the creator dashboard for an administrator in creator mode,
 * else the dashboard of the plan in force — enterprise, pro, free, or lite for lite and unknown
 * plans (a temporary enterprise access already makes the server's plan enterprise). `?page=`
 * shows one of the dashboard's inner pages in its frame, without leaving `/`.
 */
export function PlanHome({ user }: { user: ApiUser }) {
  const frame = { pageKey: installedPageKeys.keyOf(useSearchParam(pageKeyParam)), links: homePageLink };
  if (user.mode === 'creator') return <CreatorDashboard user={user} {...frame} />;
  switch (user.plan.name) {
    case 'enterprise':
      return <EnterpriseDashboard user={user} {...frame} />;
    case 'pro':
      return <ProDashboard user={user} {...frame} />;
    case 'free':
      return <FreeDashboard user={user} {...frame} />;
    default:
      return <LiteDashboard user={user} {...frame} />;
  }
}
