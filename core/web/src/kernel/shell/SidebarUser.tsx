import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { usePrimaryColour } from '@otimiza/sdk/web';
import { Avatar, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { LinkButton } from '../app/LinkButton';
import type { ShellParts } from './shellParts';
import { fullName, initialsOf, initialsOfName } from './userName';

/** The bottom of the sidebar: initials, name (or 'User'), the platform's badge (the plan's), 'Minha conta' and 'Sair'. */
export function SidebarUser({ user, parts, collapsed }: { user: ApiUser; parts: Pick<ShellParts, 'UserBadge' | 'useLeave'>; collapsed: boolean }) {
  const { t } = useLingui();
  const leaving = parts.useLeave(user);
  // The brand in force's primary colour (white-label), else Otimiza's.
  const avatarColour = usePrimaryColour();
  // A demo opened for a named investor is theirs: their name, not the demo account's.
  const investorName = user.demo?.investorName ?? null;
  const name = investorName ?? (fullName(user) || t`User`);
  const leave = () => leaving.mutate();
  const avatar = (
    <Avatar style={{ background: avatarColour, flex: 'none', fontWeight: 600 }} aria-hidden="true">
      {investorName ? initialsOfName(investorName) : initialsOf(user)}
    </Avatar>
  );

  if (collapsed) {
    return (
      <Flex vertical align="center" gap={8} style={{ padding: '12px 0', borderBlockStart: '1px solid rgba(15, 23, 42, 0.06)' }}>
        <Tooltip title={`${name} · ${user.plan.name}`} placement="right">
          <span tabIndex={0} aria-label={`${name}, ${user.plan.name}`}>
            {avatar}
          </span>
        </Tooltip>
        {user.mode !== 'demo' && (
          <Tooltip title={t`Minha conta`} placement="right">
            <LinkButton to="/account" buttonType="text" icon={<UserOutlined />} aria-label={t`Minha conta`} />
          </Tooltip>
        )}
        <Tooltip title={t`Sair`} placement="right">
          <Button type="text" icon={<LogoutOutlined />} aria-label={t`Sair`} loading={leaving.isPending} onClick={leave} />
        </Tooltip>
      </Flex>
    );
  }

  return (
    <div style={{ padding: 12, borderBlockStart: '1px solid rgba(15, 23, 42, 0.06)' }}>
      <Flex gap={10} align="center" style={{ marginBlockEnd: 10, minWidth: 0 }}>
        {avatar}
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis style={{ display: 'block', maxWidth: 170 }}>
            {name}
          </Typography.Text>
          <Flex gap={4} wrap>
            <parts.UserBadge user={user} />
            {user.mode === 'creator' && (
              <Tag color="magenta" style={{ marginInlineEnd: 0 }}>
                <Trans>Modo criador</Trans>
              </Tag>
            )}
          </Flex>
        </div>
      </Flex>
      {/* Side by side when they fit ('Minha conta', 'Sair'); one under the other when a language's words do not. */}
      <Flex gap={8} wrap>
        {user.mode !== 'demo' && (
          <LinkButton to="/account" icon={<UserOutlined />} style={{ flex: '1 1 auto' }}>
            <Trans>Minha conta</Trans>
          </LinkButton>
        )}
        <Button icon={<LogoutOutlined />} loading={leaving.isPending} onClick={leave} style={{ flex: '1 1 auto' }}>
          <Trans>Sair</Trans>
        </Button>
      </Flex>
    </div>
  );
}
