import { CodeOutlined, GlobalOutlined, LockOutlined, RocketOutlined, SearchOutlined } from '@ant-design/icons';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { fixCount, normaliseAnalysisUrl, type AnalyzeHtmlResponse, type AutoImplementHtmlResponse } from '@otimiza/plugin-analysis-shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { analyzeHtml, autoImplementHtml } from '../../api/htmlFixer';
import { DemoReadOnlyNotice, UpgradeRequiredCard, useFirstPlanName, usePlan, usePrimaryColour } from '@otimiza/sdk/web';
import { failureFromError, type AnalysisFailure } from '../../lib/analysisFailure';
import { UpgradeDialog } from '../UpgradeDialog';
import { FixSummaryTiles } from './FixSummaryTiles';
import { FixTabs } from './FixTabs';
import { ImplementationCard } from './ImplementationCard';

type Action = 'analyze' | 'implement';

/** Side by side when there is room; on a phone each takes the line, and a long label may wrap instead of overflowing. */
const actionButtonStyle = { flex: '1 1 200px', maxWidth: '100%', whiteSpace: 'normal', height: 'auto', minHeight: 40, paddingBlock: 6 } as const;

/**
 * The HTML corrections analyser: a page address, 'Analisar HTML' lists the fixes
 * the page needs in four tabs, 'Implementar Automaticamente' rewrites the page and shows the
 * automatic implementation card. Needs htmlAutoCorrection (pro and up); other plans see why not
 * (`quietLock`: in one line, where the page already shows an upgrade prompt).
 */
export function HtmlFixerCard({ quietLock = false }: { quietLock?: boolean }) {
  const features = usePlan();
  const allowed = features.has('htmlAutoCorrection');
  const planName = useFirstPlanName()('htmlAutoCorrection');
  if (allowed) return <HtmlFixer readOnly={features.mode === 'demo'} />;
  return (
    <FixerCardShell>
      {allowed === null ? (
        features.error ? (
          <Alert type="error" showIcon title={<Trans>Não foi possível carregar o seu plano</Trans>} description={features.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} />
        )
      ) : quietLock ? (
        <Typography.Text type="secondary" data-testid="html-fixer-locked-note">
          <LockOutlined aria-hidden="true" /> <Trans>A correção automática de HTML faz parte do plano {planName} e superiores.</Trans>
        </Typography.Text>
      ) : (
        <UpgradeRequiredCard feature="htmlAutoCorrection" title={<Trans>A correção automática de HTML não faz parte do seu plano</Trans>}>
          <Trans>
            Com ela, o Otimiza lê o HTML da página, aponta as correções de meta tags, headings, imagens e carregamento, reescreve a página com elas aplicadas e
            audita a página corrigida para comprovar o ganho.
          </Trans>
        </UpgradeRequiredCard>
      )}
    </FixerCardShell>
  );
}

function FixerCardShell({ children }: { children: ReactNode }) {
  const primary = usePrimaryColour();
  const { t } = useLingui();
  return (
    <Card
      title={
        <Flex align="center" gap={8}>
          <CodeOutlined style={{ color: primary }} aria-hidden="true" />
          <Trans>Analisador de correções HTML</Trans>
        </Flex>
      }
      extra={
        <Tag color="purple" style={{ marginInlineEnd: 0 }}>
          Pro
        </Tag>
      }
      // A long title wraps on a phone instead of being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid="html-fixer-card"
      role="region"
      aria-label={t`Analisador de correções HTML`}
    >
      {children}
    </Card>
  );
}

/** `readOnly` (the investor demo): the form is disabled and says why. */
function HtmlFixer({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useLingui();
  const { notification } = App.useApp();
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [upgradeFailure, setUpgradeFailure] = useState<AnalysisFailure | null>(null);
  const [analysis, setAnalysis] = useState<AnalyzeHtmlResponse | null>(null);
  const [implementation, setImplementation] = useState<AutoImplementHtmlResponse | null>(null);

  /** The server's reason in the interface language, or a connection message when the call never reached it. */
  const reasonOf = (failure: AnalysisFailure): string | null =>
    failure.status === 0 ? t`Erro ao conectar com o servidor. Tente novamente mais tarde.` : failure.message || null;

  const analyze = useMutation({
    mutationFn: analyzeHtml,
    onSuccess: (result) => setAnalysis(result),
    onError: (error) => {
      const failure = failureFromError(error);
      if (failure.type === 'SUBSCRIPTION_REQUIRED') return setUpgradeFailure(failure);
      const reason = reasonOf(failure);
      notification.error({
        title: t`Erro na Análise`,
        description: reason ? `${t`Não foi possível analisar o HTML`}: ${reason}` : t`Não foi possível analisar o HTML`,
      });
    },
  });

  const implement = useMutation({
    mutationFn: autoImplementHtml,
    onSuccess: (result) => {
      setImplementation(result);
      const count = fixCount(result.implementedFixes);
      notification.success({
        title: t`HTML Implementado Automaticamente`,
        // A string, not a <Plural>: the toast renders in the host's holder, outside this plugin's i18n namespace.
        description: i18n._(
          msg`${plural(count, { 0: 'A página já estava sem correções a aplicar.', one: '# correção aplicada ao HTML da página.', other: '# correções aplicadas ao HTML da página.' })}`,
        ),
      });
    },
    onError: (error) => {
      const failure = failureFromError(error);
      if (failure.type === 'SUBSCRIPTION_REQUIRED') return setUpgradeFailure(failure);
      notification.error({ title: t`Erro na Implementação`, description: reasonOf(failure) ?? t`Não foi possível gerar o guia de implementação` });
    },
  });

  const busy = analyze.isPending || implement.isPending;

  const run = (action: Action) => {
    const normalised = normaliseAnalysisUrl(url);
    if (!normalised.ok) {
      if (normalised.error === 'empty') {
        const description = action === 'analyze' ? t`Digite uma URL para analisar` : t`Digite uma URL para implementar as correções`;
        setFieldError(description);
        notification.warning({ title: t`URL necessária`, description });
      } else {
        setFieldError(t`Formato de URL inválido. Informe uma URL HTTP/HTTPS válida.`);
      }
      return;
    }
    setFieldError(null);
    if (action === 'analyze') analyze.mutate(normalised.url);
    else implement.mutate(normalised.url);
  };

  const analyzeFailure = analyze.error ? failureFromError(analyze.error) : null;
  const implementFailure = implement.error ? failureFromError(implement.error) : null;

  return (
    <Flex vertical gap={16}>
      <FixerCardShell>
        <Flex vertical gap={20}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <Trans>
              Leia o HTML de uma página e veja, com o código antes e depois, as correções de meta tags, headings, imagens e carregamento. Ou implemente todas de
              uma vez e baixe a página corrigida.
            </Trans>
          </Typography.Paragraph>

          {readOnly && <DemoReadOnlyNotice />}
          <Form layout="vertical" requiredMark={false} noValidate onFinish={() => run('analyze')} disabled={busy || readOnly}>
            <Form.Item
              label={t`URL da página`}
              htmlFor="html-fixer-url"
              validateStatus={fieldError ? 'error' : undefined}
              help={fieldError ?? undefined}
              style={{ marginBottom: 12 }}
            >
              <Input
                id="html-fixer-url"
                type="url"
                size="large"
                inputMode="url"
                autoComplete="url"
                value={url}
                onChange={(event) => {
                  setUrl(event.target.value);
                  if (fieldError) setFieldError(null);
                }}
                placeholder={t`https://www.seusite.com.br`}
                prefix={<GlobalOutlined aria-hidden="true" />}
              />
            </Form.Item>
            <Flex gap={12} wrap>
              <Button type="primary" htmlType="submit" size="large" icon={<SearchOutlined />} loading={analyze.isPending} style={actionButtonStyle}>
                {analyze.isPending ? <Trans>Analisando HTML...</Trans> : <Trans>Analisar HTML</Trans>}
              </Button>
              <Button size="large" icon={<RocketOutlined />} loading={implement.isPending} onClick={() => run('implement')} style={actionButtonStyle}>
                {implement.isPending ? <Trans>Implementando...</Trans> : <Trans>Implementar Automaticamente</Trans>}
              </Button>
            </Flex>
          </Form>

          {analyze.isPending && (
            <div role="status" aria-live="polite">
              <Typography.Text type="secondary">
                <Trans>Lendo o HTML da página e procurando correções...</Trans>
              </Typography.Text>
              <Skeleton active paragraph={{ rows: 4 }} />
            </div>
          )}
          {!analyze.isPending && analyzeFailure && analyzeFailure.type !== 'SUBSCRIPTION_REQUIRED' && (
            <Alert
              type="error"
              showIcon
              data-testid="html-analysis-error"
              title={<Trans>Erro na Análise</Trans>}
              description={reasonOf(analyzeFailure) ?? t`Não foi possível analisar o HTML`}
              closable={{ onClose: () => analyze.reset() }}
            />
          )}
          {!analyze.isPending && analysis && <HtmlAnalysisResults analysis={analysis} />}

          {implement.isPending && (
            <div role="status" aria-live="polite">
              <Typography.Text type="secondary">
                <Trans>Reescrevendo a página com as correções aplicadas...</Trans>
              </Typography.Text>
              <Skeleton active paragraph={{ rows: 3 }} />
            </div>
          )}
          {!implement.isPending && implementFailure && implementFailure.type !== 'SUBSCRIPTION_REQUIRED' && (
            <Alert
              type="error"
              showIcon
              data-testid="html-implementation-error"
              title={<Trans>Erro na Implementação</Trans>}
              description={reasonOf(implementFailure) ?? t`Não foi possível gerar o guia de implementação`}
              closable={{ onClose: () => implement.reset() }}
            />
          )}
        </Flex>
      </FixerCardShell>

      {!implement.isPending && implementation && <ImplementationCard result={implementation} />}
      <UpgradeDialog failure={upgradeFailure} onClose={() => setUpgradeFailure(null)} />
    </Flex>
  );
}

function HtmlAnalysisResults({ analysis }: { analysis: AnalyzeHtmlResponse }) {
  // The fixes the page needs, each once: what an analysis counts as its fixes (fixCount), not the elements they touch.
  const total = analysis.totalIssuesFound;
  const company = analysis.companyName;
  return (
    <Flex vertical gap={16} data-testid="html-analysis-results">
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="html-fix-count">
          <Plural value={total} _0="Nenhuma correção necessária" one="# correção necessária" other="# correções necessárias" />
        </Typography.Title>
        <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
          {company ? `${company} · ` : ''}
          {analysis.url}
        </Typography.Text>
      </Flex>
      <FixSummaryTiles summary={analysis.summary} estimates={analysis.estimatedImprovements} />
      {analysis.fixes.length > 0 && <FixTabs fixes={analysis.fixes} />}
    </Flex>
  );
}
