import { HomeOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import type { ApiUser } from '@otimiza/sdk/shared';
import { installedPageKeys } from '../../kernel/plugins/innerPages/pageKeys';
import { NavIcon } from '../../kernel/shell/navIcons';
import type { ShellMenuEntry } from '../../kernel/shell/shellParts';
import { demoPath, demoSections } from './demoSections';

/** The investor demo's menu: its dashboard, then the sections an installed plugin serves; null outside the demo. */
export function useDemoMenu(user: ApiUser): readonly ShellMenuEntry[] | null {
  const { i18n, t } = useLingui();
  if (user.mode !== 'demo' || !user.demo) return null;
  const token = user.demo.token;
  return [
    { path: demoPath(token), icon: <HomeOutlined />, label: t`Painel` },
    // A section whose page no installed plugin serves is left out.
    ...demoSections
      .filter((section) => installedPageKeys.keyForDemoSlug(section.slug) !== null)
      .map((section) => ({ path: demoPath(token, section.slug), icon: <NavIcon name={section.icon} />, label: i18n._(section.label) })),
  ];
}
