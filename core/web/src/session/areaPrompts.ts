import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/**
 * What a visitor reads on an area that needs an account (spec 001 §2.1: 'Faça login para acessar
 * ...'). Kept by the host, keyed by path: a visitor's plugin list holds only the plugins with
 * public pages, so the areas' own bundles and catalogs are not loaded for them. The original's
 * other names of these pages (/analyze, /history, /manual, /plans) redirect here first.
 */
const areaPrompts: Readonly<Record<string, MessageDescriptor>> = {
  '/new-analysis': msg`Faça login para acessar a análise de sites.`,
  '/analysis-history': msg`Faça login para acessar o histórico de análises.`,
  '/reports': msg`Faça login para acessar os relatórios.`,
  '/shared-reports': msg`Faça login para acessar os relatórios compartilhados.`,
  '/ai-tools': msg`Faça login para acessar as ferramentas de IA.`,
  '/brand-settings': msg`Faça login para acessar as configurações da marca.`,
  '/pricing': msg`Faça login para acessar os planos e a sua assinatura.`,
  '/user-manual': msg`Faça login para acessar o manual da plataforma.`,
  '/visual-reports': msg`Faça login para acessar os relatórios visuais.`,
  '/notification-center': msg`Faça login para acessar a central de notificações.`,
  '/audit-compliance': msg`Faça login para acessar o sistema de auditoria e compliance.`,
  '/dashboard-analytics': msg`Faça login para acessar o dashboard de analytics avançado.`,
  '/business-intelligence': msg`Faça login para acessar o sistema de Business Intelligence.`,
  '/customer-success': msg`Faça login para acessar o sistema de Customer Success.`,
  '/white-label-setup': msg`Faça login para acessar a configuração de white-label.`,
  '/admin/users': msg`Faça login para acessar a administração de usuários.`,
};

/** The prompt of the area at `pathname` (a trailing slash is ignored), or null for any other path. */
export function areaPromptFor(pathname: string): MessageDescriptor | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return areaPrompts[path] ?? null;
}
