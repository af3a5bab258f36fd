import { useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import { Layout } from 'antd';
import { Logo } from './Logo';
import { SidebarNav } from './SidebarNav';
import type { ShellParts } from './shellParts';
import { SidebarUser } from './SidebarUser';

export const sidebarWidth = { open: 256, collapsed: 64 } as const;

/** The fixed left sidebar: 64 px collapsed, 256 px open, the user block at the bottom. */
export function Sidebar({ plugins, user, parts, collapsed }: { plugins: readonly WebPlugin[]; user: ApiUser; parts: ShellParts; collapsed: boolean }) {
  const { t } = useLingui();
  return (
    <Layout.Sider
      collapsed={collapsed}
      collapsedWidth={sidebarWidth.collapsed}
      width={sidebarWidth.open}
      trigger={null}
      collapsible
      style={{
        position: 'fixed',
        insetBlock: 0,
        insetInlineStart: 0,
        height: '100vh',
        zIndex: 120,
        borderInlineEnd: '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      <nav style={{ display: 'flex', flexDirection: 'column', height: '100%' }} aria-label={t`Menu principal`}>
        <div
          style={{
            height: 64,
            flex: 'none',
            display: 'flex',
            alignItems: 'center',
            paddingInline: collapsed ? 16 : 20,
            borderBlockEnd: '1px solid rgba(15, 23, 42, 0.06)',
            marginBlockEnd: 8,
          }}
        >
          <Logo compact={collapsed} />
        </div>
        <div style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
          <SidebarNav plugins={plugins} user={user} useOwnMenu={parts.useOwnMenu} collapsed={collapsed} />
        </div>
        <SidebarUser user={user} parts={parts} collapsed={collapsed} />
      </nav>
    </Layout.Sider>
  );
}
