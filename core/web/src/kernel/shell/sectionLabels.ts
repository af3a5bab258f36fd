import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SidebarSection } from '@otimiza/sdk/shared';
import { sidebarSections } from '@otimiza/sdk/shared';

/** Sidebar sections in display order, with their headings. */
export const sectionLabels: Record<SidebarSection, MessageDescriptor> = {
  main: msg`Principal`,
  tools: msg`Ferramentas`,
  reports: msg`Relatórios`,
  account: msg`Conta`,
  help: msg`Ajuda`,
};

export const sectionOrder: readonly SidebarSection[] = sidebarSections;
