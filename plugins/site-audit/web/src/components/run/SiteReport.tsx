import { Trans } from '@lingui/react/macro';
import type { SiteAuditReport } from '@otimiza/plugin-site-audit-shared';
import { Alert, Flex } from 'antd';
import { useRef, useState } from 'react';
import { noPageFilters, type PageFilters } from '../../lib/pagesQuery';
import { FailingAuditsCard } from './FailingAuditsCard';
import { NotAuditedCard } from './NotAuditedCard';
import { PagesCard } from './PagesCard';
import { SiteScoreCards } from './SiteScoreCards';
import { TemplateGroupsCard } from './TemplateGroupsCard';

/**
 * The site report: the scores (and the comparison with the previous run), the audits failing
 * across pages, the template groups, the pages table and what was not audited. While nothing has
 * been audited yet it says so instead of showing empty figures.
 */
export function SiteReport({ report }: { report: SiteAuditReport }) {
  const [filters, setFilters] = useState<PageFilters>(noPageFilters);
  const pagesCard = useRef<HTMLDivElement>(null);
  const audited = report.run.progress.audited;
  const showPagesFailing = (auditId: string) => {
    setFilters({ ...noPageFilters, audit: auditId });
    pagesCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Flex vertical gap={24} data-testid="site-audit-report">
      {audited === 0 ? (
        <Alert
          type="info"
          showIcon
          title={<Trans>Nenhuma página auditada ainda</Trans>}
          description={<Trans>As notas do site aparecem aqui assim que as primeiras páginas forem auditadas.</Trans>}
        />
      ) : (
        <>
          <SiteScoreCards report={report} />
          <FailingAuditsCard audits={report.failingAudits} onShowPages={showPagesFailing} />
        </>
      )}
      <TemplateGroupsCard groups={report.groups} />
      <div ref={pagesCard} style={{ scrollMarginTop: 16 }}>
        <PagesCard runId={report.run.id} filters={filters} onFiltersChange={setFilters} groups={report.groups} audits={report.failingAudits} />
      </div>
      <NotAuditedCard run={report.run} />
    </Flex>
  );
}
