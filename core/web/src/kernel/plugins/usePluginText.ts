import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { pluginNamespaces } from '../i18n/i18n';

/** Reads one of a plugin's own texts (e.g. its name in the manifest's `displayName`). */
export type PluginText = (pluginId: string, descriptor: MessageDescriptor) => string;

/**
 * For the host's screens that show a plugin's own texts (its nav labels, its name): each is read in
 * that plugin's namespace, or from the descriptor's source text while its catalog is not loaded.
 * Re-renders on a language switch with the host's texts.
 */
export function usePluginText(): PluginText {
  const { i18n } = useLingui();
  return useCallback((pluginId, descriptor) => (pluginNamespaces.isActive(pluginId) ? pluginNamespaces.instanceOf(pluginId) : i18n)._(descriptor), [i18n]);
}
