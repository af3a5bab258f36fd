import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { EmptyState, QueryErrorAlert, ReachablePagination, ScrollArea } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { notificationListQueryOptions } from '../../api/notifications';
import { useMarkAllNotificationsRead } from '../../hooks/useMarkAllNotificationsRead';
import { useMarkNotificationRead } from '../../hooks/useMarkNotificationRead';
import { NOTIFICATIONS_PAGE_SIZE, useNotificationFilters } from '../../hooks/useNotificationFilters';
import { NotificationFiltersBar } from './NotificationFiltersBar';
import { NotificationItem } from './NotificationItem';

/** The notifications tab: filters, the list in a 600 px scroll area, pages (up to the newest 10 000, said so beyond). */
export function NotificationsTab() {
  const { t, i18n } = useLingui();
  const { filters, change, clear, filtered, page, setPage, query } = useNotificationFilters();
  const list = useQuery(notificationListQueryOptions(query));
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const data = list.data;

  return (
    <Flex vertical gap={16}>
      <NotificationFiltersBar
        filters={filters}
        onChange={change}
        unread={data?.unread ?? 0}
        onMarkAll={() => markAll.mutate()}
        markingAll={markAll.isPending}
      />
      {list.error ? (
        <QueryErrorAlert title={<Trans>Não foi possível carregar as notificações</Trans>} query={list} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : data.notifications.length === 0 ? (
        filtered ? (
          <EmptyState
            testId="notifications-filtered-empty"
            title={<Trans>Nenhuma notificação com estes filtros</Trans>}
            description={<Trans>Mude a busca ou os filtros para ver outras notificações.</Trans>}
            action={
              <Button onClick={clear}>
                <Trans>Limpar filtros</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState
            testId="notifications-empty"
            title={<Trans>Nenhuma notificação ainda</Trans>}
            description={
              <Trans>
                Os alertas das suas regras, as quedas de pontuação nas análises e os avisos do sistema aparecem aqui. Crie uma regra de alerta na aba Regras
                para ser avisado.
              </Trans>
            }
          />
        )
      ) : (
        <>
          <Typography.Text type="secondary" aria-live="polite">
            <Plural value={data.total} one="# notificação" other="# notificações" />
            {' · '}
            <Plural value={data.unread} one="# não lida" other="# não lidas" />
          </Typography.Text>
          <ScrollArea label={t`Lista de notificações`} testId="notification-list">
            <Flex vertical gap={12} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {data.notifications.map((item) => (
                <NotificationItem
                  key={item.id}
                  item={item}
                  onMarkRead={(id) => markRead.mutate(id)}
                  marking={markRead.isPending && markRead.variables === item.id}
                />
              ))}
            </Flex>
          </ScrollArea>
          <ReachablePagination
            page={page}
            pageSize={NOTIFICATIONS_PAGE_SIZE}
            total={data.total}
            onChange={setPage}
            locale={i18n.locale}
            beyondReach={(reachableText) => (
              <Trans>As páginas alcançam as {reachableText} notificações mais recentes; para as mais antigas, use os filtros ou a busca.</Trans>
            )}
            beyondReachTestId="notification-pages-reach"
          />
        </>
      )}
    </Flex>
  );
}
