import { BugOutlined, TeamOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { Button, Col, Flex, Row, Tag } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { ApiHealthCard } from './creator/ApiHealthCard';
import { openDebugPanel } from './creator/CreatorDebugPanel';
import { InvestorDemoCard } from './creator/InvestorDemoCard';
import { ProductionTestPanel } from './creator/ProductionTestPanel';
import { DashboardFrame, type FrameProps } from './DashboardFrame';
import { DashboardNotices } from './DashboardNotices';
import { NoWidgetsNotice } from './NoWidgetsNotice';
import { UsageSummaryCard } from './UsageSummaryCard';
import { useWidgetSlots } from '../../kernel/widgets/useWidgetSlots';
import { WidgetSlot } from '../../kernel/widgets/WidgetSlot';

/**
 * The creator dashboard, for an instance administrator outside production: the
 * figures, the API health card, the quick analysis, the latest analyses, the monthly usage, the
 * AI content tools, the investor demo (opened in a new tab), the panel that simulates the production
 * domain, and the debug panel, hidden until asked for.
 */
export function CreatorDashboard({ user, ...frame }: FrameProps & { user: ApiUser }) {
  const { t } = useLingui();
  const name = user.firstName;
  const slots = useWidgetSlots(user);
  const widgetProps = { plan: user.plan.name, mode: user.mode, readOnly: false };
  return (
    <DashboardFrame
      {...frame}
      user={user}
      title={t`Painel do Criador`}
      tags={
        <Tag color="magenta" style={{ marginInlineEnd: 0 }}>
          <Trans>Modo criador</Trans>
        </Tag>
      }
      subtitle={<Trans>Olá, {name}! Tudo liberado para testar o Otimiza nesta instância de desenvolvimento.</Trans>}
    >
      <DashboardNotices user={user} />
      <Flex gap={8} wrap>
        <LinkButton to="/admin/users" icon={<TeamOutlined />}>
          <Trans>Gerenciar usuários</Trans>
        </LinkButton>
        <Button icon={<BugOutlined />} onClick={openDebugPanel} title={t`Também com Ctrl+Alt+D em qualquer página`} data-testid="open-debug-panel">
          <Trans>Painel de depuração</Trans>
        </Button>
      </Flex>
      <WidgetSlot widgets={slots['dashboard.stats']} props={widgetProps} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <WidgetSlot widgets={slots['dashboard.main']} props={widgetProps} />
            {slots['dashboard.main'].length === 0 && <NoWidgetsNotice />}
          </Flex>
        </Col>
        <Col xs={24} lg={9}>
          <Flex vertical gap={16}>
            <ApiHealthCard />
            <InvestorDemoCard />
            <UsageSummaryCard user={user} />
            <WidgetSlot widgets={slots['dashboard.side']} props={widgetProps} />
          </Flex>
        </Col>
      </Row>
      <ProductionTestPanel />
    </DashboardFrame>
  );
}
