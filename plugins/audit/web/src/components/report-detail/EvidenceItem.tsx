import { Trans, useLingui } from '@lingui/react/macro';
import type { EvidenceView } from '@otimiza/plugin-audit-shared';
import { formatDuration } from '@otimiza/sdk/web';
import { Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { evidenceKindLabels } from '../../lib/labels';
import { localized } from '../../lib/localized';

const codeStyle = {
  margin: 0,
  padding: '6px 8px',
  background: '#F8FAFC',
  border: '1px solid #E2E8F0',
  borderRadius: 6,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  maxHeight: 160,
  overflow: 'auto',
} as const;

/** A metric value against its budget: '3,1 s / 2,5 s' or '0,25 / 0,1'. */
function metricText(metric: NonNullable<EvidenceView['metric']>, locale: string): string {
  const format = (value: number) =>
    metric.unit === 'ms' ? formatDuration(value, locale) : new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  return `${metric.value === null ? '—' : format(metric.value)} / ${format(metric.budget)}`;
}

/** One piece of evidence: the element (selector, snippet, screenshot), the request, header, cookie, metric or library. */
export function EvidenceItem({ evidence }: { evidence: EvidenceView }) {
  const { t, i18n } = useLingui();
  const { language, locale } = useInterfaceLanguage();
  return (
    <Flex vertical gap={4} data-testid="evidence" data-kind={evidence.kind} style={{ paddingInlineStart: 8, borderInlineStart: '2px solid #E2E8F0' }}>
      <Flex gap={6} align="center" wrap>
        <Tag variant="outlined">{i18n._(evidenceKindLabels[evidence.kind])}</Tag>
        {evidence.note && <Typography.Text type="secondary">{localized(evidence.note, language)}</Typography.Text>}
      </Flex>
      {evidence.selector && (
        <Typography.Text style={{ fontSize: 12 }} data-testid="evidence-selector">
          <Trans>Seletor:</Trans> <Typography.Text code>{evidence.selector}</Typography.Text>
        </Typography.Text>
      )}
      {evidence.url && (
        <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }} data-testid="evidence-url">
          <Trans>Requisição:</Trans> <Typography.Text code>{evidence.url}</Typography.Text>
        </Typography.Text>
      )}
      {evidence.header && (
        <Typography.Text style={{ fontSize: 12, wordBreak: 'break-all' }} data-testid="evidence-header">
          <Trans>Cabeçalho:</Trans>{' '}
          <Typography.Text code>
            {evidence.header.name}: {evidence.header.value ?? t`(ausente)`}
          </Typography.Text>
        </Typography.Text>
      )}
      {evidence.cookie && (
        <Typography.Text style={{ fontSize: 12 }} data-testid="evidence-cookie">
          <Trans>Cookie:</Trans> <Typography.Text code>{evidence.cookie.name}</Typography.Text> ({evidence.cookie.domain})
        </Typography.Text>
      )}
      {evidence.metric && (
        <Typography.Text style={{ fontSize: 12 }} data-testid="evidence-metric">
          <Trans>Medido / orçamento:</Trans> <Typography.Text code>{evidence.metric.id}</Typography.Text> {metricText(evidence.metric, locale)}
        </Typography.Text>
      )}
      {evidence.library && (
        <Flex vertical gap={2} data-testid="evidence-library">
          <Typography.Text style={{ fontSize: 12 }}>
            <Trans>Biblioteca:</Trans>{' '}
            <Typography.Text code>
              {evidence.library.name} {evidence.library.version}
            </Typography.Text>
          </Typography.Text>
          {evidence.library.advisories.map((advisory) => (
            <Typography.Text key={advisory} type="secondary" style={{ fontSize: 12 }}>
              {advisory}
            </Typography.Text>
          ))}
        </Flex>
      )}
      {evidence.snippet && (
        <pre style={codeStyle} data-testid="evidence-snippet">
          {evidence.snippet}
        </pre>
      )}
      {evidence.screenshot && (
        <img
          src={evidence.screenshot}
          alt={t`Captura do elemento ${evidence.selector ?? ''}`}
          style={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', alignSelf: 'flex-start', border: '1px solid #E2E8F0', borderRadius: 4 }}
          data-testid="evidence-screenshot"
        />
      )}
    </Flex>
  );
}
