import { BugOutlined, TeamOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { Button, Flex, Tag } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { ApiHealthCard } from './creator/ApiHealthCard';
import { openDebugPanel } from './creator/CreatorDebugPanel';
import { InvestorDemoCard } from './creator/InvestorDemoCard';
import { ProductionTestPanel } from './creator/ProductionTestPanel';
import { DashboardFrame, type FrameProps } from './DashboardFrame';
import { DashboardNotices } from './DashboardNotices';
import { UsageSummaryCard } from './UsageSummaryCard';
import { DashboardWidgetColumns } from './DashboardWidgetColumns';
import { useWidgetSlots } from '../../kernel/widgets/useWidgetSlots';

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
      <DashboardWidgetColumns
        slots={slots}
        props={widgetProps}
        side={
          <>
            <ApiHealthCard />
            <InvestorDemoCard />
            <UsageSummaryCard user={user} />
          </>
        }
      />
      <ProductionTestPanel />
    </DashboardFrame>
  );
}
