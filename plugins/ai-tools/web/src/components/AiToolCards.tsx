import { CheckCircleFilled, LockOutlined, RightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AiToolId } from '@otimiza/plugin-ai-tools-shared';
import { pricingPath, RouterButton, usePageLink } from '@otimiza/sdk/web';
import { Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useToolAccess } from '../hooks/useToolAccess';
import { toolCatalog } from './toolCatalog';
import { ToolIcon } from './ToolIcon';

/** The AI tools page's three cards; only an available tool's button is enabled. */
const featured: AiToolId[] = ['strategic-planning', 'competitor-analysis', 'brazil-optimization'];

export function AiToolCards({ onOpen }: { onOpen: (tool: AiToolId) => void }) {
  const pageLink = usePageLink();
  const { i18n } = useLingui();
  const access = useToolAccess();
  return (
    <Row gutter={[16, 16]} data-testid="ai-tool-cards">
      {featured.map((tool) => {
        const info = toolCatalog[tool];
        const state = access.access(tool);
        const plan = access.requiredPlan(tool);
        const name = i18n._(info.name);
        return (
          <Col key={tool} xs={24} md={8}>
            <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-tool={tool} data-access={state}>
              <Flex vertical gap={12} style={{ height: '100%' }}>
                <Flex align="center" gap={10}>
                  <ToolIcon tool={tool} size="card" />
                  <Typography.Title level={4} style={{ margin: 0, fontSize: 17 }}>
                    {name}
                  </Typography.Title>
                </Flex>
                <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
                  {i18n._(info.description)}
                </Typography.Paragraph>
                {state === 'pending' ? (
                  <Skeleton.Button active size="small" />
                ) : state === 'allowed' ? (
                  <Tag color="green" icon={<CheckCircleFilled />} style={{ marginInlineEnd: 0, width: 'fit-content' }} data-testid="tool-status">
                    <Trans>Disponível</Trans>
                  </Tag>
                ) : (
                  <Tag icon={<LockOutlined />} style={{ marginInlineEnd: 0, width: 'fit-content', whiteSpace: 'normal' }} data-testid="tool-status">
                    <Trans>Requer o plano {plan}</Trans>
                  </Tag>
                )}
                <Flex gap={8} wrap>
                  <Button
                    type="primary"
                    disabled={state !== 'allowed'}
                    onClick={() => onOpen(tool)}
                    icon={<RightOutlined />}
                    iconPlacement="end"
                    data-testid={`open-${tool}`}
                  >
                    <Trans>Usar ferramenta</Trans>
                  </Button>
                  {state === 'locked' && (
                    <RouterButton {...pageLink(pricingPath)} buttonType="link" style={{ paddingInline: 4 }}>
                      <Trans>Ver planos</Trans>
                    </RouterButton>
                  )}
                </Flex>
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
