import { CheckCircleFilled, CodeOutlined, LockOutlined, RightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { RouterButton } from '@otimiza/sdk/web';
import { Button, Card, Col, Flex, Grid, Row, Skeleton, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useToolAccess } from '../hooks/useToolAccess';
import { autoFixParam, newAnalysisPath } from '../routePaths';
import { useToolTarget } from './ToolTargetContext';
import { toolCatalog } from './toolCatalog';

/** The panel's tools after the automatic HTML fix, in the spec's order. */
const panelTools: AiToolId[] = ['content', 'competitor-analysis', 'strategic-planning', 'results-monitoring', 'brazil-optimization'];

/**
 * The premium tools panel: six cards, each opening its result dialog and saying
 * whether the plan includes it or which plan unlocks it, and a status line that counts the tools
 * the plan includes, in the user's words. The automatic HTML fix belongs to the analysis plugin: its
 * card opens that dialog on /new-analysis for the page in the tools' URL field.
 */
export function PremiumToolsPanel({ onOpen }: { onOpen: (tool: AiToolId) => void }) {
  const { t, i18n } = useLingui();
  const access = useToolAccess();
  const target = useToolTarget().url.trim();
  const compact = !Grid.useBreakpoint().sm;
  const htmlFix = access.has('htmlAutoCorrection');
  const states = [htmlFix, ...panelTools.map((tool) => (access.access(tool) === 'pending' ? null : access.access(tool) === 'allowed'))];
  const total = states.length;
  const included = states.filter(Boolean).length;

  return (
    <Card
      title={<Trans>Ferramentas premium</Trans>}
      styles={{ title: { whiteSpace: 'normal' }, body: { padding: compact ? 12 : undefined } }}
      data-testid="premium-tools"
    >
      {states.includes(null) ? (
        <Skeleton.Input active size="small" style={{ marginBottom: 12 }} />
      ) : (
        <Flex align="center" gap={8} style={{ marginBottom: 12, fontWeight: 600 }} data-testid="premium-status-line" data-included={included}>
          {included === total ? (
            <>
              <CheckCircleFilled style={{ color: '#16A34A' }} aria-hidden="true" />
              <span style={{ color: '#166534' }}>
                <Trans>Seu plano inclui as {total} ferramentas.</Trans>
              </span>
            </>
          ) : (
            <span style={{ color: '#334155' }}>
              <Trans>
                Seu plano inclui {included} de {total} ferramentas; as outras mostram o plano que as libera.
              </Trans>
            </span>
          )}
        </Flex>
      )}
      <Row gutter={[12, 12]}>
        <Col xs={24} sm={12} lg={8}>
          <PanelCard
            id="html-fix"
            icon={<CodeOutlined style={{ color: '#0F766E', fontSize: 18 }} />}
            name={t`Correção automática de HTML`}
            description={t`Reescreve o HTML da página com as correções aplicadas e audita a página corrigida para comprovar o ganho.`}
            locked={htmlFix === null ? undefined : htmlFix ? null : access.planWith('htmlAutoCorrection')}
            action={
              <RouterButton
                to={newAnalysisPath}
                search={target ? { [autoFixParam]: target } : {}}
                size="small"
                icon={<RightOutlined />}
                iconPlacement="end"
                data-testid="premium-open-html-fix"
              >
                {target ? <Trans>Corrigir esta página</Trans> : <Trans>Abrir analisador</Trans>}
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
                locked={state === 'pending' ? undefined : state === 'locked' ? access.requiredPlan(tool) : null}
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
  /** The plan that unlocks the tool, when this plan lacks it; null when included; undefined while the plan loads. */
  locked: string | null | undefined;
  extra?: ReactNode;
  action: ReactNode;
}) {
  return (
    <Card size="small" style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-premium-tool={id} data-locked={Boolean(locked)}>
      <Flex vertical gap={8} style={{ height: '100%' }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {icon}
          <Typography.Text strong>{name}</Typography.Text>
        </Flex>
        <Flex gap={6} wrap>
          {locked === undefined ? null : locked ? (
            <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0, whiteSpace: 'normal' }} data-testid="tool-badge" data-state="locked">
              <Trans>Requer o plano {locked}</Trans>
            </Tag>
          ) : (
            <Tag color="green" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0 }} data-testid="tool-badge" data-state="included">
              <Trans>Incluído no seu plano</Trans>
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
