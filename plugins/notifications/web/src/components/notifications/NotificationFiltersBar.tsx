import { CheckOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { notificationPriorities, notificationTypes, type NotificationPriority, type NotificationType } from '@otimiza/plugin-notifications-shared';
import { Button, Flex, Input, Select, Switch, Typography } from 'antd';
import type { NotificationFilters } from '../../hooks/useNotificationFilters';
import { priorityLabels, typeLabels } from '../../lib/labels';

/** Search, type, priority and unread-only, and 'mark all as read'. */
export function NotificationFiltersBar({
  filters,
  onChange,
  unread,
  onMarkAll,
  markingAll,
}: {
  filters: NotificationFilters;
  onChange: (part: Partial<NotificationFilters>) => void;
  unread: number;
  onMarkAll: () => void;
  markingAll: boolean;
}) {
  const { t, i18n } = useLingui();
  return (
    <Flex gap={12} wrap align="center" data-testid="notification-filters">
      <Input.Search
        allowClear
        value={filters.search}
        onChange={(event) => onChange({ search: event.target.value })}
        placeholder={t`Buscar notificações`}
        aria-label={t`Buscar notificações`}
        maxLength={200}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Select<NotificationType>
        allowClear
        value={filters.type}
        onChange={(type) => onChange({ type })}
        placeholder={t`Todos os tipos`}
        aria-label={t`Tipo`}
        options={notificationTypes.map((type) => ({ value: type, label: i18n._(typeLabels[type]) }))}
        style={{ flex: '1 1 200px', minWidth: 0 }}
        data-testid="filter-type"
      />
      <Select<NotificationPriority>
        allowClear
        value={filters.priority}
        onChange={(priority) => onChange({ priority })}
        placeholder={t`Todas as prioridades`}
        aria-label={t`Prioridade`}
        options={notificationPriorities.map((priority) => ({ value: priority, label: i18n._(priorityLabels[priority]) }))}
        style={{ flex: '1 1 160px', minWidth: 0 }}
        data-testid="filter-priority"
      />
      <Flex gap={8} align="center" component="label">
        <Switch size="small" checked={filters.unreadOnly} onChange={(unreadOnly) => onChange({ unreadOnly })} data-testid="filter-unread-only" />
        <Typography.Text>
          <Trans>Somente não lidas</Trans>
        </Typography.Text>
      </Flex>
      <Button icon={<CheckOutlined />} disabled={unread === 0} loading={markingAll} onClick={onMarkAll} data-testid="mark-all-read">
        <Trans>Marcar todas como lidas</Trans>
      </Button>
    </Flex>
  );
}
