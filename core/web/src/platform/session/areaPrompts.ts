import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { LoginPrompt } from '@otimiza/sdk/shared';

/**
 * What a visitor reads on an area that needs an account ('Faça login para acessar
 * ...'). The host keeps the prompts of its own pages; a plugin's come from its manifest
 * (`loginPrompts`, served by `GET /api/plugins` as plain pt/en text, since a visitor loads no
 * plugin catalog). The original's other names of these pages (/analyze, /history, /manual,
 * /plans) redirect here first.
 */
const hostPrompts: Readonly<Record<string, MessageDescriptor>> = {
  '/pricing': msg`Faça login para acessar os planos e a sua assinatura.`,
  '/admin/users': msg`Faça login para acessar a administração de usuários.`,
};

export type AreaPrompt = { kind: 'host'; message: MessageDescriptor } | { kind: 'plugin'; text: LoginPrompt['text'] };

/** The prompt of the area at `pathname` (a trailing slash is ignored), or null for any other path. */
export function areaPromptFor(pathname: string, pluginPrompts: readonly LoginPrompt[]): AreaPrompt | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const host = hostPrompts[path];
  if (host) return { kind: 'host', message: host };
  const plugin = pluginPrompts.find((prompt) => prompt.path === path);
  return plugin ? { kind: 'plugin', text: plugin.text } : null;
}
