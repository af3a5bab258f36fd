import { DatabaseOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DetectedTechnology, RealData } from '@otimiza/plugin-ai-tools-shared';
import { RouterButton } from '@otimiza/sdk/web';
import { Alert, App, Button, Col, Empty, Flex, Grid, Row, Table, Tabs, Tag, Typography } from 'antd';
import { realDataAnalysis } from '../../api/tools';
import { useRequiredUrl } from '../../hooks/useRequiredUrl';
import { useRunOnce } from '../../hooks/useRunOnce';
import { useToolMutation } from '../../hooks/useToolMutation';
import { newAnalysisPath } from '../../routePaths';
import { BulletList, Field } from '../Blocks';
import { DialogUrlField } from '../DialogUrlField';
import { ScoreTile } from '../ScoreTile';
import { SourceNote } from '../SourceNote';
import { ToolDialog } from '../ToolDialog';
import { ToolFailureAlert } from '../ToolFailureAlert';
import { ToolRunning } from '../ToolRunning';
import { technologyCategories } from '../technologyCategories';
import { useScoreNames } from '../../hooks/useScoreNames';

/** The real-data dialog: the company, the technical analysis and the insights, read from the page. */
export function RealDataDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ToolDialog tool="real-data" open={open} onClose={onClose}>
      <RealDataTool />
    </ToolDialog>
  );
}

function RealDataTool() {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { url, fieldError, checkedUrl } = useRequiredUrl(t`Informe a URL do site para analisar os dados reais.`);
  const errorTitle = t`Erro na Análise de Dados`;
  const fallback = t`Falha ao analisar dados reais`;
  const data = useToolMutation(realDataAnalysis, { title: errorTitle, fallback }, (result) => {
    notification.success({ title: t`Análise de Dados Reais Concluída`, description: result.businessName });
  });

  const run = () => {
    const target = checkedUrl();
    if (target) data.mutate(target);
  };
  useRunOnce(() => {
    if (url.trim()) data.mutate(url.trim());
  });

  return (
    <Flex vertical gap={20} data-testid="real-data-tool">
      <DialogUrlField id="real-data-url" error={fieldError} onSubmit={run} disabled={data.isPending}>
        <Button
          type="primary"
          htmlType="submit"
          icon={data.data ? <ReloadOutlined /> : <DatabaseOutlined />}
          loading={data.isPending}
          data-testid="run-real-data"
        >
          {data.isPending ? <Trans>Analisando dados...</Trans> : data.data ? <Trans>Analisar novamente</Trans> : <Trans>Analisar dados reais</Trans>}
        </Button>
      </DialogUrlField>
      {data.isPending ? (
        <ToolRunning>
          <Trans>Lendo a página e identificando a empresa e as tecnologias...</Trans>
        </ToolRunning>
      ) : data.failure ? (
        <ToolFailureAlert tool="real-data" failure={data.failure} title={errorTitle} fallback={fallback} onRetry={run} />
      ) : data.data ? (
        <RealDataView data={data.data} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Informe a URL do site para ler os dados reais da empresa.</Trans>} />
      )}
    </Flex>
  );
}

function RealDataView({ data }: { data: RealData }) {
  const { t } = useLingui();
  const names = useScoreNames();
  const none = <Typography.Text type="secondary">{t`Não encontrado na página`}</Typography.Text>;
  const scored = data.performanceScore !== null;

  const company = (
    <Row gutter={[16, 16]} data-testid="real-data-company">
      <Col xs={24} md={12}>
        <Field label={<Trans>Empresa</Trans>} testId="real-data-business-name">
          <Typography.Text strong style={{ fontSize: 16 }}>
            {data.businessName}
          </Typography.Text>
        </Field>
      </Col>
      <Col xs={24} md={12}>
        <Field label={<Trans>Título da página</Trans>}>{data.title || none}</Field>
      </Col>
      <Col xs={12} md={6}>
        <Field label={<Trans>Setor</Trans>}>{data.sector || none}</Field>
      </Col>
      <Col xs={12} md={6}>
        <Field label={<Trans>Tipo de negócio</Trans>}>{data.businessType || none}</Field>
      </Col>
      <Col xs={24} md={12}>
        <Field label={<Trans>Localização</Trans>}>{data.location ?? none}</Field>
      </Col>
      <Col xs={24}>
        <Field label={<Trans>Endereço</Trans>}>
          <Typography.Link href={data.url} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
            {data.url}
          </Typography.Link>
        </Field>
      </Col>
      <Col xs={24}>
        <Field label={<Trans>Descrição</Trans>}>{data.description ?? none}</Field>
      </Col>
      {data.metaDescription && data.metaDescription !== data.description && (
        <Col xs={24}>
          <Field label={<Trans>Meta description</Trans>}>{data.metaDescription}</Field>
        </Col>
      )}
    </Row>
  );

  const technical = (
    <Flex vertical gap={20} data-testid="real-data-technical">
      <Field label={<Trans>Pontuações da última análise</Trans>}>
        {scored ? (
          <Row gutter={[12, 12]} style={{ marginTop: 4 }}>
            {(['performanceScore', 'seoScore', 'accessibilityScore', 'bestPracticesScore'] as const).map((key) => (
              <Col key={key} xs={12} md={6}>
                <ScoreTile label={names[key]} score={data[key]} />
              </Col>
            ))}
          </Row>
        ) : (
          <Alert
            type="info"
            showIcon
            title={<Trans>Esta URL ainda não foi analisada: sem pontuações.</Trans>}
            action={
              <RouterButton to={newAnalysisPath} size="small" icon={<SearchOutlined />}>
                <Trans>Fazer uma análise</Trans>
              </RouterButton>
            }
          />
        )}
      </Field>
      <Field label={<Trans>Tecnologias detectadas</Trans>}>
        <TechnologiesTable technologies={data.technologies} />
      </Field>
    </Flex>
  );

  return (
    <Flex vertical gap={12} data-testid="real-data-result">
      <SourceNote answer={data} />
      <Tabs
        defaultActiveKey="company"
        items={[
          { key: 'company', label: t`Empresa`, children: company },
          { key: 'technical', label: t`Análise técnica`, children: technical },
          {
            key: 'insights',
            label: t`Insights`,
            children: (
              <div data-testid="real-data-insights">
                {data.insights.length ? <BulletList items={data.insights} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
              </div>
            ),
          },
        ]}
      />
    </Flex>
  );
}

function TechnologiesTable({ technologies }: { technologies: DetectedTechnology[] }) {
  const { t, i18n } = useLingui();
  const category = (name: string) => {
    const known = technologyCategories[name];
    return known ? i18n._(known) : name;
  };
  const compact = !Grid.useBreakpoint().md;
  if (!technologies.length) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<Trans>Nenhuma tecnologia reconhecida no HTML e nos cabeçalhos da página.</Trans>} />;
  }
  if (compact) {
    return (
      <Flex vertical gap={8} data-testid="technologies" style={{ marginTop: 4 }}>
        {technologies.map((technology) => {
          const version = technology.version;
          const confidence = technology.confidence;
          return (
            <Flex
              key={technology.name}
              vertical
              gap={4}
              style={{ padding: '8px 12px', border: '1px solid #E2E8F0', borderRadius: 8 }}
              data-technology={technology.name}
            >
              <Flex justify="space-between" gap={8} wrap>
                <Typography.Text strong>
                  {technology.name}
                  {version ? ` ${version}` : ''}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t`Confiança ${confidence}%`}
                </Typography.Text>
              </Flex>
              <Flex gap={4} wrap>
                {technology.categories.map((name) => (
                  <Tag key={name} style={{ marginInlineEnd: 0 }}>
                    {category(name)}
                  </Tag>
                ))}
              </Flex>
            </Flex>
          );
        })}
      </Flex>
    );
  }
  return (
    <Table<DetectedTechnology>
      size="small"
      rowKey="name"
      pagination={false}
      dataSource={technologies}
      scroll={{ x: 'max-content' }}
      data-testid="technologies"
      style={{ marginTop: 4 }}
      columns={[
        { key: 'name', title: t`Tecnologia`, dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
        {
          key: 'categories',
          title: t`Categorias`,
          dataIndex: 'categories',
          render: (categories: string[]) => (
            <Flex gap={4} wrap>
              {categories.map((name) => (
                <Tag key={name} style={{ marginInlineEnd: 0 }}>
                  {category(name)}
                </Tag>
              ))}
            </Flex>
          ),
        },
        { key: 'version', title: t`Versão`, dataIndex: 'version', render: (version: string | null) => version ?? '—' },
        { key: 'confidence', title: t`Confiança`, dataIndex: 'confidence', align: 'right', render: (confidence: number) => `${confidence}%` },
      ]}
    />
  );
}
