import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NotificationView } from '@otimiza/plugin-notifications-shared';
import { formatDateTime } from '@otimiza/sdk/web';
import { Badge, Button, Flex, Tag, theme, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { categoryLabels, typeLabels } from '../../lib/labels';
import { PriorityTag } from '../common/PriorityTag';
import { NotificationActionButton } from './NotificationActionButton';

/** An item shows at most 2 recommended actions. */
export const MAX_RECOMMENDED_ACTIONS = 2;

/** One notification: highlighted with a 'mark as read' button while unread, plain once read. */
export function NotificationItem({ item, onMarkRead, marking }: { item: NotificationView; onMarkRead: (id: string) => void; marking: boolean }) {
  const { t, i18n } = useLingui();
  const { token } = theme.useToken();
  const { locale } = useInterfaceLanguage();
  const unread = !item.readStatus;
  const actions = item.metadata.recommendedActions.slice(0, MAX_RECOMMENDED_ACTIONS);
  return (
    <article
      data-testid="notification-item"
      data-read={item.readStatus ? 'true' : 'false'}
      aria-label={unread ? t`Não lida: ${item.title}` : item.title}
      style={{
        padding: 16,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${unread ? token.colorPrimaryBorder : token.colorBorderSecondary}`,
        borderInlineStart: `4px solid ${unread ? token.colorPrimary : token.colorBorderSecondary}`,
        background: unread ? token.colorPrimaryBg : token.colorBgContainer,
      }}
    >
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex vertical gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              {unread && <Badge status="processing" aria-hidden="true" />}
              <Typography.Text strong={unread} style={{ fontSize: 15 }}>
                {item.title}
              </Typography.Text>
            </Flex>
            <Flex gap={6} wrap>
              <PriorityTag priority={item.priority} />
              <Tag>{i18n._(typeLabels[item.type])}</Tag>
              {item.category && <Tag variant="outlined">{categoryLabels[item.category] ? i18n._(categoryLabels[item.category]!) : item.category}</Tag>}
              {item.actionRequired && (
                <Tag color="orange">
                  <Trans>Ação necessária</Trans>
                </Tag>
              )}
            </Flex>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            <time dateTime={item.timestamp}>{formatDateTime(item.timestamp, locale)}</time>
          </Typography.Text>
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-line' }}>{item.message}</Typography.Paragraph>
        {item.websiteUrl && (
          <Typography.Text type="secondary" style={{ fontSize: 13, overflowWrap: 'anywhere' }}>
            <GlobalOutlined /> {item.websiteUrl}
          </Typography.Text>
        )}
        {actions.length > 0 && (
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <Trans>Ações recomendadas</Trans>
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }} data-testid="recommended-actions">
              {actions.map((action, index) => (
                <li key={index}>
                  <Typography.Text>{action.title}</Typography.Text>
                  {action.description && (
                    <Typography.Text type="secondary">
                      {' — '}
                      {action.description}
                    </Typography.Text>
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        {(item.actionUrl || unread) && (
          <Flex gap={8} wrap justify="flex-end">
            {item.actionUrl && <NotificationActionButton url={item.actionUrl} text={item.actionText} />}
            {unread && (
              <Button size="small" icon={<CheckOutlined />} loading={marking} onClick={() => onMarkRead(item.id)} data-testid="mark-read">
                <Trans>Marcar como lida</Trans>
              </Button>
            )}
          </Flex>
        )}
      </Flex>
    </article>
  );
}
