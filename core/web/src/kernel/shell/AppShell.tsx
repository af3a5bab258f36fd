import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { useLocation } from '@tanstack/react-router';
import { Button, Flex, Layout } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { HeaderWidgets } from './HeaderWidgets';
import { LanguageSwitch } from './LanguageSwitch';
import type { ShellParts } from './shellParts';
import { Sidebar, sidebarWidth } from './Sidebar';
import { TestModeBanner } from './TestModeBanner';
import { setSidebarCollapsed, toggleSidebar, uiStore } from './uiStore';
import { useIsWideLayout } from './useIsWideLayout';

/**
 * The signed-in frame: sidebar, header with the menu toggle, the platform's first header part (the workspace
 * switcher), the plugins' header widgets (`header.actions`, e.g. the notification bell) and the language switch, the
 * platform's banners, and the page. `parts`: what the platform puts in it (the composition root's SignedInFrame).
 */
export function AppShell({ plugins, user, parts, children }: { plugins: readonly WebPlugin[]; user: ApiUser; parts: ShellParts; children: ReactNode }) {
  const { t } = useLingui();
  const { sidebarCollapsed: collapsed } = useSnapshot(uiStore);
  const wide = useIsWideLayout();
  // The path and the search: an inner page of the home changes only `?page=`.
  const href = useLocation({ select: (location) => location.href });

  // On a narrow screen the open sidebar covers the page: close it after each navigation, and on Escape.
  useEffect(() => {
    if (!wide) setSidebarCollapsed(true);
  }, [href, wide]);
  useEffect(() => {
    if (wide || collapsed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarCollapsed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wide, collapsed]);

  const contentOffset = wide && !collapsed ? sidebarWidth.open : sidebarWidth.collapsed;

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sidebar plugins={plugins} user={user} parts={parts} collapsed={collapsed} />
      {!wide && !collapsed && (
        <div
          aria-hidden="true"
          onClick={() => setSidebarCollapsed(true)}
          style={{ position: 'fixed', inset: 0, background: 'rgba(15, 23, 42, 0.45)', zIndex: 110 }}
        />
      )}
      <Layout style={{ marginInlineStart: contentOffset, transition: 'margin-inline-start 0.2s' }}>
        <Layout.Header
          style={{
            position: 'sticky',
            top: 0,
            zIndex: 100,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 12,
            paddingInline: wide ? 24 : 12,
            borderBlockEnd: '1px solid rgba(15, 23, 42, 0.08)',
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={toggleSidebar}
            aria-label={collapsed ? t`Abrir menu` : t`Recolher menu`}
            aria-expanded={!collapsed}
          />
          <Flex gap={wide ? 12 : 8} align="center" style={{ minWidth: 0 }}>
            <parts.HeaderStart user={user} compact={!wide} />
            <HeaderWidgets user={user} />
            <LanguageSwitch save={user.mode !== 'demo' ? parts.saveLanguage : undefined} compact={!wide} />
          </Flex>
        </Layout.Header>
        <TestModeBanner />
        <parts.Banners user={user} />
        <Layout.Content style={{ padding: wide ? 32 : 16 }}>
          <div style={{ maxWidth: 1160, marginInline: 'auto' }}>{children}</div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
