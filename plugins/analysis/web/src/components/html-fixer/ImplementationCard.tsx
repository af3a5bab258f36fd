import { CheckCircleOutlined, ExclamationCircleOutlined, RocketOutlined } from '@ant-design/icons';
import { Plural, Trans } from '@lingui/react/macro';
import { fixCount, type AutoImplementHtmlResponse } from '@otimiza/plugin-analysis-shared';
import { Alert, Card, Collapse, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { UpgradeRequiredCard, usePlan } from '@otimiza/sdk/web';
import { ApplyOptimizationsCard } from '../deploy/ApplyOptimizationsCard';
import { BeforeAfterComparison } from './BeforeAfterComparison';
import { EstimatedGains } from './EstimatedGains';
import { FixBody } from './FixCard';
import { HtmlPreview } from './HtmlPreview';
import { PriorityTag } from './PriorityTag';

/**
 * The automatic implementation card: status, how many fixes, the before/after
 * comparison, the fixes, the sandboxed preview, the ways to apply the page, and the warnings.
 */
export function ImplementationCard({ result }: { result: AutoImplementHtmlResponse }) {
  const { pick } = useInterfaceLanguage();
  const features = usePlan();
  // Each fix once, as an analysis and the fixer's own analysis count them (fixCount).
  const count = fixCount(result.implementedFixes);
  const warnings = result.errors;

  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <RocketOutlined style={{ color: '#15803D' }} aria-hidden="true" />
          <Trans>Implementação automática</Trans>
        </Flex>
      }
      extra={
        warnings.length > 0 ? (
          <Tag color="gold" icon={<ExclamationCircleOutlined />} style={{ marginInlineEnd: 0 }} data-testid="implementation-status" data-status="warnings">
            <Trans>Concluída com avisos</Trans>
          </Tag>
        ) : (
          <Tag color="green" icon={<CheckCircleOutlined />} style={{ marginInlineEnd: 0 }} data-testid="implementation-status" data-status="done">
            <Trans>Concluída</Trans>
          </Tag>
        )
      }
      // A long title wraps on a phone instead of being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid="implementation-card"
    >
      <Flex vertical gap={24}>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <Flex vertical gap={2}>
            <Typography.Text style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1 }} data-testid="implemented-count">
              {count}
            </Typography.Text>
            <Typography.Text type="secondary">
              <Plural value={count} one="correção aplicada" other="correções aplicadas" />
            </Typography.Text>
          </Flex>
          <Flex vertical gap={8} style={{ flex: '1 1 320px', minWidth: 0 }}>
            <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
              {result.url}
            </Typography.Text>
            <EstimatedGains estimates={result.estimatedImprovements} />
          </Flex>
        </Flex>

        {warnings.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="implementation-warnings"
            title={<Trans>Avisos da implementação</Trans>}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {warnings.map((warning, index) => (
                  <li key={index}>{pick(warning)}</li>
                ))}
              </ul>
            }
          />
        )}

        <Section title={<Trans>Antes e depois</Trans>}>
          <BeforeAfterComparison before={result.beforeAfterComparison.before} after={result.beforeAfterComparison.after} />
        </Section>

        <Section title={<Trans>Correções aplicadas ({count})</Trans>}>
          {count === 0 ? (
            <Typography.Text type="secondary">
              <Trans>A página não precisou de nenhuma das correções do catálogo.</Trans>
            </Typography.Text>
          ) : (
            <Collapse
              size="small"
              data-testid="implemented-fixes"
              items={result.implementedFixes.map((fix) => ({
                key: fix.id,
                label: (
                  <Flex align="center" gap={8} wrap data-fix={fix.id}>
                    <PriorityTag priority={fix.priority} />
                    <Typography.Text strong>{pick(fix.title)}</Typography.Text>
                  </Flex>
                ),
                children: <FixBody fix={{ ...fix, title: pick(fix.title), description: pick(fix.description) }} />,
              }))}
            />
          )}
        </Section>

        <Section title={<Trans>Pré-visualização da página otimizada</Trans>}>
          {features.has('visualFeedback') === false ? (
            <UpgradeRequiredCard feature="visualFeedback" title={<Trans>A pré-visualização faz parte do feedback visual</Trans>} />
          ) : (
            <HtmlPreview previewUrl={result.previewUrl} />
          )}
        </Section>

        <ApplyOptimizationsCard target={{ url: result.url, html: result.optimizedHtml, fixesCount: count, downloadUrl: result.downloadUrl }} />
      </Flex>
    </Card>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 12 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
