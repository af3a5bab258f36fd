import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, SyncOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { AnalysisSummary } from '@otimiza/plugin-analysis-shared';
import { Tag } from 'antd';

/** Queued, running (with its percent), completed or failed. */
export function AnalysisStatusTag({ analysis }: { analysis: AnalysisSummary }) {
  const percent = analysis.progress.percent;
  switch (analysis.status) {
    case 'queued':
      return (
        <Tag icon={<ClockCircleOutlined />} style={{ marginInlineEnd: 0 }}>
          <Trans>Na fila</Trans>
        </Tag>
      );
    case 'running':
      return (
        <Tag icon={<SyncOutlined spin />} color="processing" style={{ marginInlineEnd: 0 }}>
          <Trans>Em andamento · {percent}%</Trans>
        </Tag>
      );
    case 'failed':
      return (
        <Tag icon={<CloseCircleOutlined />} color="error" style={{ marginInlineEnd: 0 }}>
          <Trans>Falhou</Trans>
        </Tag>
      );
    default:
      return (
        <Tag icon={<CheckCircleOutlined />} color="success" style={{ marginInlineEnd: 0 }}>
          <Trans>Concluída</Trans>
        </Tag>
      );
  }
}
