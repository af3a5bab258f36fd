import type { ApiUser, Language } from '@otimiza/sdk/shared';
import type { ComponentType, ReactNode } from 'react';

/** An entry of a menu a session brings with it (the investor demo's). */
export interface ShellMenuEntry {
  path: string;
  icon: ReactNode;
  label: string;
}

/**
 * What the platform puts into the signed-in frame. The shell draws the frame (sidebar, header, the plugins' widgets,
 * the page) and knows none of the platform's areas: the composition root (SignedInFrame.tsx) hands these in.
 */
export interface ShellParts {
  /** First in the header: the workspace switcher. */
  HeaderStart: ComponentType<{ user: ApiUser; compact: boolean }>;
  /** Between the header and the page: the investor demo's banner, the creator's debug panel. */
  Banners: ComponentType<{ user: ApiUser }>;
  /** Under the name at the bottom of the sidebar: the plan badge. */
  UserBadge: ComponentType<{ user: ApiUser }>;
  /** 'Sair': ends the session (or leaves the demo). A hook, called on every render of the sidebar's user block. */
  useLeave: (user: ApiUser) => { mutate: () => void; isPending: boolean };
  /** The menu of a session that has its own (the investor demo), in place of the host's and the plugins'; null for those. A hook. */
  useOwnMenu: (user: ApiUser) => readonly ShellMenuEntry[] | null;
  /** Stores a language chosen in the header on the account (the language of its e-mails). */
  saveLanguage: (language: Language) => Promise<unknown>;
}
