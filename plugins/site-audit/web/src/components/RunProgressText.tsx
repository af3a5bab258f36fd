import { Plural, Trans } from '@lingui/react/macro';
import type { SiteAuditProgress } from '@otimiza/plugin-site-audit-shared';
import { Flex, Typography } from 'antd';
import { progressFigures } from '../lib/progress';

/** "42 de 60 páginas" (and the failed ones); while discovering, the pages found so far. */
export function RunProgressText({ progress }: { progress: SiteAuditProgress }) {
  const { done } = progressFigures(progress);
  const { discovered, toAudit, failed } = progress;
  if (progress.status === 'discovering') {
    return (
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        <Plural value={discovered} one="# encontrada" other="# encontradas" />
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={0} style={{ whiteSpace: 'nowrap' }}>
      <span>
        <Plural value={toAudit} one={`${done} de # página`} other={`${done} de # páginas`} />
      </span>
      {failed > 0 && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          <Trans>{failed} com falha</Trans>
        </Typography.Text>
      )}
    </Flex>
  );
}
