import type { ApiUser } from '@otimiza/sdk/shared';
import { PageLinksContext, type PageLinkResolver } from '@otimiza/sdk/web';
import { Flex } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { InnerPage } from './InnerPage';
import type { PageKey } from '../../kernel/plugins/innerPages/pageKeys';
import { DashboardHeader } from './DashboardHeader';
import { InnerPageBar } from './InnerPageBar';
import { useEntitlements } from './useEntitlements';
import { usePlanGrant } from './usePlanGrant';

/** Where a dashboard is shown: the page key it shows and how its links are made (home or demo). */
export interface FrameProps {
  /** 'dashboard', an inner page, or null for a key that names no page. */
  pageKey: PageKey | null;
  links: PageLinkResolver;
}

/**
 * A plan dashboard's frame: on the 'dashboard' key its header (title, plan badge,
 * month) over the dashboard's own content; on another key, a bar with the way back, the plan badge
 * and the month over the inner page.
 */
export function DashboardFrame({
  user,
  title,
  subtitle,
  tags,
  pageKey,
  links,
  children,
}: FrameProps & { user: ApiUser; title: string; subtitle: ReactNode; tags?: ReactNode; children: ReactNode }) {
  const month = useEntitlements().data?.analyses.month;
  const grant = usePlanGrant();
  // A new inner page starts at its top, as a new route would.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pageKey]);

  return (
    <PageLinksContext.Provider value={links}>
      {pageKey === 'dashboard' ? (
        <DashboardView title={title}>
          <DashboardHeader
            title={title}
            subtitle={subtitle}
            plan={user.plan.name}
            granted={!user.workspace.managedBy && grant?.plan === user.plan.name}
            month={month}
            tags={tags}
          />
          {children}
        </DashboardView>
      ) : (
        <Flex vertical gap={20} data-page-key={pageKey ?? 'unknown'}>
          <InnerPageBar title={title} plan={user.plan.name} month={month} />
          <InnerPage key={pageKey ?? 'unknown'} pageKey={pageKey} />
        </Flex>
      )}
    </PageLinksContext.Provider>
  );
}

function DashboardView({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Flex vertical gap={24} data-page-key="dashboard">
      {children}
    </Flex>
  );
}
