import { useMemo } from 'react';
import { ProDashboard } from './ProDashboard';
import { demoPageLink } from '../../kernel/plugins/innerPages/pageLinks';
import { useCurrentUser } from '../session/useCurrentUser';

/** /demo/{token}: the pro dashboard of the demo workspace, with its stored data. */
export function DemoDashboardPage() {
  const user = useCurrentUser();
  const token = user?.demo?.token ?? '';
  const links = useMemo(() => demoPageLink(token), [token]);
  return user ? <ProDashboard user={user} pageKey="dashboard" links={links} /> : null;
}
