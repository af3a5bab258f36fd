import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface DemoSection {
  /** The suffix after /demo/{token}/. */
  slug: string;
  label: MessageDescriptor;
  /** A name from kernel/shell/navIcons. */
  icon: string;
}

/** The investor demo's inner pages; the dashboard itself is /demo/{token}. */
export const demoSections: readonly DemoSection[] = [
  { slug: 'analyze', label: msg`Nova Análise`, icon: 'SearchOutlined' },
  { slug: 'history', label: msg`Histórico de Análises`, icon: 'HistoryOutlined' },
  // The original used this one page for both the reports and the shared reports entries.
  { slug: 'shared-reports', label: msg`Relatórios`, icon: 'ShareAltOutlined' },
  { slug: 'brand-settings', label: msg`Configurações da marca`, icon: 'BgColorsOutlined' },
  { slug: 'manual', label: msg`Manual da Plataforma`, icon: 'BookOutlined' },
  { slug: 'pricing', label: msg`Planos e preços`, icon: 'AppstoreOutlined' },
];

export { demoPath } from '../../kernel/plugins/innerPages/demoPath';
