import type { WebPlugin } from '@otimiza/sdk/web';
import { Layout } from 'antd';
import { Logo } from './Logo';
import { SidebarNav } from './SidebarNav';

export const sidebarWidth = { open: 256, collapsed: 64 } as const;

/** The fixed left sidebar: 64 px collapsed, 256 px open (spec 000 §2). */
export function Sidebar({ plugins, collapsed }: { plugins: readonly WebPlugin[]; collapsed: boolean }) {
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
        overflowY: 'auto',
        zIndex: 120,
        borderInlineEnd: '1px solid rgba(15, 23, 42, 0.08)',
      }}
    >
      <div
        style={{
          height: 64,
          display: 'flex',
          alignItems: 'center',
          paddingInline: collapsed ? 16 : 20,
          borderBlockEnd: '1px solid rgba(15, 23, 42, 0.06)',
          marginBlockEnd: 8,
        }}
      >
        <Logo compact={collapsed} />
      </div>
      <SidebarNav plugins={plugins} collapsed={collapsed} />
    </Layout.Sider>
  );
}
