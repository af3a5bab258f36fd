import { CopyOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GeneratedContent } from '@otimiza/plugin-ai-tools-shared';
import { saveTextFile } from '@otimiza/sdk/web';
import { App, Button, Empty, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { generateContent } from '../../api/tools';
import { useCopyText } from '../../hooks/useCopyText';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { useRequiredUrl } from '../../hooks/useRequiredUrl';
import { useToolMutation } from '../../hooks/useToolMutation';
import { fileNameFor } from '../../lib/siteLabel';
import { BulletList, Field, Section, StepList } from '../Blocks';
import { DialogUrlField } from '../DialogUrlField';
import { ResponsiveTabs } from '../ResponsiveTabs';
import { SourceNote } from '../SourceNote';
import { ToolDialog } from '../ToolDialog';
import { ToolFailureAlert } from '../ToolFailureAlert';
import { ToolRunning } from '../ToolRunning';
import { useToolTarget } from '../ToolTargetContext';

/** The kinds of content the dialog offers: meta description, blog post, conversion strategy. */
type ContentKind = 'meta-description' | 'blog-post' | 'cro-strategy';

/** Meta descriptions between these lengths show in full in search results. */
const metaLength = { min: 120, max: 160 };

/** The AI content dialog: a content type, then the text in four tabs with copy and download. */
export function ContentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog tool="content" open={open} onClose={onClose}>
      <ContentTool />
    </ToolDialog>
  );
}

function ContentTool() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { language } = useInterfaceLanguage();
  const { analysisId } = useToolTarget();
  const [kind, setKind] = useState<ContentKind>('meta-description');
  const { fieldError, checkedUrl } = useRequiredUrl(t`Informe a URL da página para gerar o conteúdo.`);
  const errorTitle = t`Erro na Geração de Conteúdo`;
  const fallback = t`Falha ao gerar conteúdo com IA`;
  const content = useToolMutation(generateContent, { title: errorTitle, fallback, detail: 'reason' }, (result) => {
    notification.success({
      title: result.source === 'ai' ? t`Conteúdo IA Gerado` : t`Conteúdo Gerado`,
      description: result.title,
    });
  });

  const generate = () => {
    const target = checkedUrl();
    if (target) content.mutate({ toolType: kind, url: target, language, ...(analysisId ? { analysisId } : {}) });
  };

  const kinds: { value: ContentKind; label: string }[] = [
    { value: 'meta-description', label: t`Meta description` },
    { value: 'blog-post', label: t`Post de blog` },
    { value: 'cro-strategy', label: t`Estratégia de conversão` },
  ];

  return (
    <Flex vertical gap={20} data-testid="content-tool">
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          <Typography.Text strong id="content-kind-label">
            <Trans>Tipo de conteúdo</Trans>
          </Typography.Text>
          <Select<ContentKind>
            value={kind}
            onChange={setKind}
            options={kinds}
            disabled={content.isPending}
            aria-labelledby="content-kind-label"
            data-testid="content-kind"
            style={{ maxWidth: 360 }}
          />
        </Flex>
        <DialogUrlField id="content-url" error={fieldError} onSubmit={generate} disabled={content.isPending}>
          <Button type="primary" htmlType="submit" icon={<EditOutlined />} loading={content.isPending} data-testid="generate-content">
            {content.isPending ? <Trans>Gerando conteúdo...</Trans> : <Trans>Gerar conteúdo</Trans>}
          </Button>
        </DialogUrlField>
      </Flex>

      {content.isPending ? (
        <ToolRunning>
          <Trans>Lendo o texto da página e escrevendo o conteúdo...</Trans>
        </ToolRunning>
      ) : content.failure ? (
        <ToolFailureAlert tool="content" failure={content.failure} title={errorTitle} fallback={fallback} onRetry={generate} />
      ) : content.data ? (
        <ContentView content={content.data} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Escolha o tipo de conteúdo e gere o texto a partir da página.</Trans>} />
      )}
    </Flex>
  );
}

function ContentView({ content }: { content: GeneratedContent }) {
  const { t } = useLingui();
  const copy = useCopyText();
  const meta = content.contentType === 'meta-description';
  const mainText = meta ? content.generated.metaDescription : content.content;
  const length = content.generated.metaDescription.length;
  // The meta description's suggestions are its implementation steps: shown once.
  const suggestions = content.suggestions.join('\n') === content.implementation.join('\n') ? [] : content.suggestions;
  const extension = content.contentType === 'blog-post' ? 'md' : 'txt';
  const download = () =>
    saveTextFile(
      fileNameFor(`conteudo-${content.contentType}`, content.url, extension),
      meta ? `${content.generated.title}\n\n${mainText}\n` : `${mainText}\n`,
      extension === 'md' ? 'text/markdown;charset=utf-8' : 'text/plain;charset=utf-8',
    );

  const contentTab = (
    <Flex vertical gap={16} data-testid="content-main">
      <Field label={<Trans>Título</Trans>}>
        <Typography.Text strong data-testid="content-title">
          {content.title}
        </Typography.Text>
      </Field>
      <Field label={meta ? <Trans>Meta description</Trans> : <Trans>Texto</Trans>}>
        <div
          data-testid="content-text"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            padding: '12px 14px',
            borderRadius: 8,
            background: '#F8FAFC',
            border: '1px solid #E2E8F0',
            maxHeight: 420,
            overflow: 'auto',
          }}
        >
          {mainText}
        </div>
      </Field>
      {meta && (
        <Typography.Text type={length >= metaLength.min && length <= metaLength.max ? 'success' : 'warning'} style={{ fontSize: 13 }}>
          {t`${length} caracteres (recomendado de 120 a 160)`}
        </Typography.Text>
      )}
      {content.generated.keywords.length > 0 && (
        <Field label={<Trans>Palavras-chave</Trans>}>
          <Flex gap={6} wrap>
            {content.generated.keywords.map((keyword) => (
              <Tag key={keyword} style={{ marginInlineEnd: 0 }}>
                {keyword}
              </Tag>
            ))}
          </Flex>
        </Field>
      )}
      <Flex gap={8} wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy(mainText)} data-testid="copy-content">
          <Trans>Copiar</Trans>
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="download-content">
          <Trans>Baixar</Trans>
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-testid="content-result" data-content-type={content.contentType}>
      <SourceNote answer={content} />
      <ResponsiveTabs
        items={[
          { key: 'content', label: t`Conteúdo`, children: contentTab },
          {
            key: 'insights',
            label: t`Insights`,
            children: (
              <Flex vertical gap={16} data-testid="content-insights">
                <BulletList items={content.insights} />
                {content.estimatedImpact && <Field label={<Trans>Impacto estimado</Trans>}>{content.estimatedImpact}</Field>}
              </Flex>
            ),
          },
          {
            key: 'implementation',
            label: t`Implementação`,
            children: (
              <Section title={<Trans>Como aplicar</Trans>} testId="content-implementation">
                {content.implementation.length ? <StepList steps={content.implementation} /> : <EmptyList />}
              </Section>
            ),
          },
          {
            key: 'recommendations',
            label: t`Recomendações`,
            children: (
              <Flex vertical gap={16} data-testid="content-recommendations">
                {suggestions.length > 0 && (
                  <Section title={<Trans>Sugestões</Trans>}>
                    <StepList steps={suggestions} />
                  </Section>
                )}
                {content.additionalRecommendations.length > 0 && (
                  <Section title={<Trans>Outras melhorias da última análise</Trans>}>
                    <BulletList items={content.additionalRecommendations} />
                  </Section>
                )}
                {!suggestions.length && !content.additionalRecommendations.length && <EmptyList />}
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}

function EmptyList() {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nada a mostrar aqui para este conteúdo.</Trans>} />;
}
