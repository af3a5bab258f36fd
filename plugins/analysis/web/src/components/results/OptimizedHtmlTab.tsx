import { CodeOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AnalysisView } from '@otimiza/plugin-analysis-shared';
import { Flex, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { UpgradeRequiredCard, usePlan } from '@otimiza/sdk/web';
import { ApplyOptimizationsCard } from '../deploy/ApplyOptimizationsCard';
import { CodeBlock } from '../html-fixer/CodeBlock';
import { HtmlPreview } from '../html-fixer/HtmlPreview';

/**
 * The implemented HTML of an analysis: the page rewritten with its fixes, the sandboxed preview
 * and the ways to apply it. Plans without htmlDownload get no HTML from the server and see why.
 */
export function OptimizedHtmlTab({ analysis }: { analysis: AnalysisView }) {
  const { t } = useLingui();
  const features = usePlan();
  const html = analysis.optimizedHtml;
  const canDownload = features.has('htmlDownload');
  const canPreview = features.has('visualFeedback');

  if (!html) {
    if (canDownload === null) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (!canDownload) {
      return (
        <Flex vertical gap={16} data-testid="optimized-html-locked">
          <UpgradeRequiredCard feature="htmlDownload" title={<Trans>O HTML otimizado faz parte do plano Pro</Trans>}>
            <Trans>
              A análise encontrou as correções desta página. Com o plano Pro você recebe o HTML reescrito com elas aplicadas, pronto para baixar, copiar ou
              publicar, e a pré-visualização da página corrigida.
            </Trans>
          </UpgradeRequiredCard>
        </Flex>
      );
    }
    return (
      <Flex vertical align="center" gap={8} style={{ padding: '24px 8px', textAlign: 'center' }} data-testid="optimized-html-empty">
        <CodeOutlined style={{ fontSize: 32, color: '#94A3B8' }} aria-hidden="true" />
        <Typography.Text strong>
          <Trans>Esta análise não tem HTML otimizado</Trans>
        </Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 560 }}>
          <Trans>
            O HTML da página não pôde ser reescrito nesta análise. Faça uma nova análise ou use o analisador de correções HTML na página Nova Análise.
          </Trans>
        </Typography.Paragraph>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={20} data-testid="optimized-html">
      <CodeBlock code={html} label={t`HTML otimizado`} maxHeight={360} testId="optimized-html-code" />
      {analysis.previewUrl ? (
        <Section title={<Trans>Pré-visualização da página otimizada</Trans>}>
          <HtmlPreview previewUrl={analysis.previewUrl} height={380} />
        </Section>
      ) : canPreview === false ? (
        <UpgradeRequiredCard feature="visualFeedback" title={<Trans>A pré-visualização faz parte do feedback visual</Trans>} />
      ) : null}
      <ApplyOptimizationsCard
        target={{ url: analysis.url, html, fixesCount: analysis.appliedFixes.length, downloadUrl: analysis.downloadUrl, analysisId: analysis.id }}
      />
    </Flex>
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0, marginBottom: 8 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
