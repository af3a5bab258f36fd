import { Trans } from '@lingui/react/macro';
import type { ReportProgress as Progression } from '@otimiza/plugin-audit-shared';
import { Flex, Progress, Typography } from 'antd';

/** A running report's progress: sites done of the total and the one being audited. */
export function ReportProgress({ progress }: { progress: Progression }) {
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const { done, total } = progress;
  return (
    <Flex vertical gap={2} data-testid="report-progress">
      <Progress percent={percent} size="small" status="active" aria-label={`${done}/${total}`} />
      <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
        {total > 0 ? (
          <Trans>
            {done} de {total} sites auditados
          </Trans>
        ) : (
          <Trans>Aguardando a vez na fila…</Trans>
        )}
        {progress.currentUrl ? ` · ${progress.currentUrl}` : ''}
      </Typography.Text>
    </Flex>
  );
}
