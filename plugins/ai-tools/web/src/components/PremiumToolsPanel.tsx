import { CheckCircleFilled, CodeOutlined, LockOutlined, RightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { RouterButton } from '@otimiza/sdk/web';
import { Button, Card, Col, Flex, Grid, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useToolAccess } from '../hooks/useToolAccess';
import { newAnalysisPath } from '../routePaths';
import { toolCatalog } from './toolCatalog';

/** The panel's tools after the automatic HTML fix, in the spec's order (spec 000 §2). */
const panelTools: AiToolId[] = ['content', 'competitor-analysis', 'strategic-planning', 'results-monitoring', 'brazil-optimization'];

/**
 * The premium tools panel (spec 000 §2): six cards labelled 'Implementado', each opening its
 * result dialog (the HTML fix lives on /new-analysis), and the status line.
 */
export function PremiumToolsPanel({ onOpen }: { onOpen: (tool: AiToolId) => void }) {
  const { t, i18n } = useLingui();
  const access = useToolAccess();
  const compact = !Grid.useBreakpoint().sm;

  return (
    <Card
      title={<Trans>Ferramentas premium</Trans>}
      styles={{ title: { whiteSpace: 'normal' }, body: { padding: compact ? 12 : undefined } }}
      data-testid="premium-tools"
    >
      <Flex align="center" gap={8} style={{ marginBottom: 12, color: '#166534', fontWeight: 600 }} data-testid="premium-status-line">
        <CheckCircleFilled style={{ color: '#16A34A' }} aria-hidden="true" />
        <span>
          <Trans>6 funcionalidades totalmente implementadas</Trans>
        </span>
      </Flex>
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={8}>
          <PanelCard
            id="html-fix"
            icon={<CodeOutlined style={{ color: '#0F766E', fontSize: 18 }} />}
            name={t`Correção automática de HTML`}
            description={t`Reescreve o HTML da página com as correções aplicadas e audita a página corrigida para comprovar o ganho.`}
            locked={access.has('htmlAutoCorrection') === false ? access.planWith('htmlAutoCorrection') : null}
            action={
              <RouterButton to={newAnalysisPath} size="small" icon={<RightOutlined />} iconPlacement="end" data-testid="premium-open-html-fix">
                <Trans>Abrir analisador</Trans>
              </RouterButton>
            }
          />
        </Col>
        {panelTools.map((tool) => {
          const info = toolCatalog[tool];
          const Icon = info.icon;
          const state = access.access(tool);
          return (
            <Col key={tool} xs={24} sm={12} lg={8}>
              <PanelCard
                id={tool}
                icon={<Icon style={{ color: info.color, fontSize: 18 }} />}
                name={i18n._(info.name)}
                description={i18n._(info.description)}
                locked={state === 'locked' ? access.requiredPlan(tool) : null}
                extra={
                  tool === 'results-monitoring' ? (
                    <Flex gap={4} wrap>
                      {[t`7 dias`, t`30 dias`, t`90 dias`].map((label) => (
                        <Tag key={label} style={{ marginInlineEnd: 0 }}>
                          {label}
                        </Tag>
                      ))}
                    </Flex>
                  ) : null
                }
                action={
                  <Button size="small" onClick={() => onOpen(tool)} icon={<RightOutlined />} iconPlacement="end" data-testid={`premium-open-${tool}`}>
                    {state === 'locked' ? <Trans>Ver detalhes</Trans> : <Trans>Abrir</Trans>}
                  </Button>
                }
              />
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}

function PanelCard({
  id,
  icon,
  name,
  description,
  locked,
  extra,
  action,
}: {
  id: string;
  icon: ReactNode;
  name: string;
  description: string;
  /** The plan that unlocks the tool, when this plan lacks it. */
  locked: string | null;
  extra?: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-premium-tool={id} data-locked={locked !== null}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {icon}
          <Typography.Text strong>{name}</Typography.Text>
        </Flex>
        <Flex gap={6} wrap>
          <Tag color="green" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0 }} data-testid="implemented-badge">
            <Trans>Implementado</Trans>
          </Tag>
          {locked && (
            <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0 }}>
              <Trans>Plano {locked}</Trans>
            </Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13, flex: 1 }}>
          {description}
        </Typography.Text>
        {extra}
        <Flex justify="flex-end">{action}</Flex>
      </Flex>
    </Card>
  );
}
