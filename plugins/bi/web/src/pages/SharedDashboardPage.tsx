import { Trans, useLingui } from '@lingui/react/macro';
import type { DashboardData } from '@otimiza/plugin-bi-shared';
import { apiFetch, ApiRequestError, QueryErrorAlert, useDocumentTitle } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { Card, Col, Empty, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useRef } from 'react';
import { WidgetBody } from '../components/WidgetBody';
import { widgetSpan } from '../lib/layout';
import { useInterfaceLanguage } from '../lib/useInterfaceLanguage';

/**
 * /business-intelligence/shared/$token: a dashboard its owner shared, read-only, for whoever holds
 * the link (signed in or not). The opening counts as one view; its reloads name that view.
 */
export default function SharedDashboardPage() {
  const { t } = useLingui();
  const { pick } = useInterfaceLanguage();
  const { token } = useParams({ strict: false }) as { token?: string };
  const viewId = useRef<string | null>(null);
  const dashboard = useQuery({
    queryKey: ['bi', 'shared-dashboard', token],
    queryFn: async ({ signal }) => {
      const data = await apiFetch<DashboardData>(
        `/api/bi/shared-dashboards/${encodeURIComponent(token ?? '')}${viewId.current ? `?viewId=${viewId.current}` : ''}`,
        { signal },
      );
      viewId.current = data.viewId;
      return data;
    },
    enabled: Boolean(token),
    retry: false,
    refetchInterval: (query) => (query.state.data ? query.state.data.dashboard.refreshFrequency * 60_000 : false),
  });
  useDocumentTitle(dashboard.data?.dashboard.title ?? t`Dashboard compartilhado`);
  const interact = () => {
    if (token && viewId.current)
      void apiFetch(`/api/bi/shared-dashboards/${encodeURIComponent(token)}/interactions`, { method: 'POST', json: { viewId: viewId.current } }).catch(
        () => undefined,
      );
  };
  if (!token || (dashboard.error instanceof ApiRequestError && dashboard.error.status === 404))
    return (
      <Result
        status="404"
        title={<Trans>Link de dashboard indisponível</Trans>}
        subTitle={<Trans>O link está errado ou quem compartilhou o dashboard desativou o compartilhamento.</Trans>}
        data-testid="shared-dashboard-missing"
      />
    );
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }} data-testid="shared-dashboard">
      {dashboard.isError && <QueryErrorAlert title={<Trans>Não foi possível carregar o dashboard</Trans>} query={dashboard} />}
      {dashboard.isPending && <Skeleton active />}
      {dashboard.data && (
        <>
          <div>
            <Typography.Title level={1} style={{ marginBottom: 4 }}>
              {dashboard.data.dashboard.title}
            </Typography.Title>
            {dashboard.data.dashboard.description && <Typography.Paragraph type="secondary">{dashboard.data.dashboard.description}</Typography.Paragraph>}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Dashboard compartilhado, somente leitura. Valores calculados a partir dos dados de quem o compartilhou.</Trans>
            </Typography.Text>
          </div>
          {dashboard.data.dashboard.widgets.length === 0 && <Empty description={<Trans>Este dashboard ainda não tem widgets.</Trans>} />}
          <Row gutter={[12, 12]}>
            {dashboard.data.dashboard.widgets.map((widget) => {
              const data = dashboard.data.widgets.find((item) => item.widgetId === widget.id);
              return (
                <Col key={widget.id} xs={24} md={widgetSpan(dashboard.data.dashboard.layout, widget.position.w)}>
                  <Card size="small" title={widget.title || (data?.metric ? pick(data.metric.name) : '')} onClick={interact}>
                    <WidgetBody widget={widget} data={data} />
                  </Card>
                </Col>
              );
            })}
          </Row>
        </>
      )}
    </Flex>
  );
}
