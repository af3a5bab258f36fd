import { msg } from '@lingui/core/macro';
import type { ShellNavItem } from './navItems';

/** The host's own pages in the sidebar of signed-in users (plugins declare theirs in their manifests). */
export const hostNavItems: readonly ShellNavItem[] = [
  { path: '/team', label: msg`Equipe`, icon: 'TeamOutlined', section: 'account', order: 80 },
  { path: '/clients', label: msg`Clientes`, icon: 'ApartmentOutlined', section: 'account', order: 85 },
  { path: '/pricing', label: msg`Planos e preços`, icon: 'CrownOutlined', section: 'account', order: 90 },
];
