import { useParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ProDashboard } from './ProDashboard';
import { installedPageKeys } from '../../kernel/plugins/innerPages/pageKeys';
import { demoPageLink } from '../../kernel/plugins/innerPages/pageLinks';
import { useCurrentUser } from '../session/useCurrentUser';

/**
 * /demo/{token}/{analyze,history,shared-reports,brand-settings,manual,pricing}: the same inner
 * pages as the dashboard's page keys (their `demoSlug`), in the pro dashboard's frame, read-only
 * (the server refuses the demo's writes). Another suffix shows 'not found' in the frame.
 */
export function DemoSectionPage() {
  const { section } = useParams({ strict: false }) as { section?: string };
  const user = useCurrentUser();
  const token = user?.demo?.token ?? '';
  const links = useMemo(() => demoPageLink(token), [token]);
  const pageKey = section !== undefined ? installedPageKeys.keyForDemoSlug(section) : null;
  return user ? <ProDashboard user={user} pageKey={pageKey} links={links} /> : null;
}
