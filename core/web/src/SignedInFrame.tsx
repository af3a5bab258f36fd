import type { ApiUser } from '@otimiza/sdk/shared';
import type { WebPlugin } from '@otimiza/sdk/web';
import type { ReactNode } from 'react';
import { AppShell } from './kernel/shell/AppShell';
import type { ShellParts } from './kernel/shell/shellParts';
import { saveLanguage } from './platform/accounts/accountApi';
import { CreatorDebugPanel } from './platform/dashboards/creator/CreatorDebugPanel';
import { DemoBanner } from './platform/demo/DemoBanner';
import { useDemoMenu } from './platform/demo/useDemoMenu';
import { useExitDemo } from './platform/demo/useExitDemo';
import { PlanBadge } from './platform/plans/PlanBadge';
import { useSignOut } from './platform/session/useSignOut';
import { WorkspaceSwitcher } from './platform/team/WorkspaceSwitcher';

/** 'Sair': the investor demo is left (and its session ended), any other session signed out. */
function useLeave(user: ApiUser) {
  const signOut = useSignOut();
  const exitDemo = useExitDemo();
  return user.mode === 'demo' ? exitDemo : signOut;
}

/** What the platform puts into the kernel's shell. */
const shellParts: ShellParts = {
  HeaderStart: WorkspaceSwitcher,
  Banners: ({ user }) => (
    <>
      {user.mode === 'demo' && <DemoBanner />}
      {user.mode === 'creator' && <CreatorDebugPanel user={user} />}
    </>
  ),
  UserBadge: ({ user }) => <PlanBadge plan={user.plan.name} />,
  useLeave,
  useOwnMenu: useDemoMenu,
  saveLanguage,
};

/** The signed-in frame: the kernel's shell with the platform's parts. Loaded with the first signed-in page, not with the landing. */
export function SignedInFrame({ plugins, user, children }: { plugins: readonly WebPlugin[]; user: ApiUser; children: ReactNode }) {
  return (
    <AppShell plugins={plugins} user={user} parts={shellParts}>
      {children}
    </AppShell>
  );
}
