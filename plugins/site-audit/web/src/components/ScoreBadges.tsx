import { siteAuditCategories, type SiteAuditCategory } from '@otimiza/plugin-site-audit-shared';
import { Flex } from 'antd';
import { ScoreBadge } from './ScoreBadge';

/** The four categories' badges in one wrapping row. */
export function ScoreBadges({ scores }: { scores: Partial<Record<SiteAuditCategory, number | null>> }) {
  return (
    <Flex gap={4} wrap>
      {siteAuditCategories.map((category) => (
        <ScoreBadge key={category} category={category} score={scores[category]} />
      ))}
    </Flex>
  );
}
