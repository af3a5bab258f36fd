import { BellOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { DashboardWidgetProps } from '@otimiza/sdk/web';
import { useNavigate } from '@tanstack/react-router';
import { Badge, Button, Tooltip } from 'antd';
import { useLiveUnreadCount } from './useLiveUnreadCount';

/**
 * The header's notification bell (slot `header.actions`): the unread count, live, on a badge; a
 * click opens the notification centre. Its chunk holds only this and the count's stream.
 */
export default function NotificationBell(_props: DashboardWidgetProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { unread } = useLiveUnreadCount();
  const count = unread ?? 0;
  const label = count === 0 ? t`Notificações: nenhuma não lida` : t`Notificações: ${count} não lidas`;
  return (
    <Tooltip title={label}>
      <Badge count={count} overflowCount={99} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined style={{ fontSize: 18 }} />}
          aria-label={label}
          data-testid="notification-bell"
          data-unread={count}
          onClick={() => void navigate({ to: '/notification-center' })}
        />
      </Badge>
    </Tooltip>
  );
}
