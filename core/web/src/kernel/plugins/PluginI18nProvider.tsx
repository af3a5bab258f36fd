import { I18nProvider } from '@lingui/react';
import type { ComponentType, ReactNode } from 'react';
import { pluginNamespaces } from '../i18n/i18n';

/** Gives what it wraps the plugin's own Lingui instance: its texts read from its namespace, never the host's alone. */
export function PluginI18nProvider({ pluginId, children }: { pluginId: string; children: ReactNode }) {
  return <I18nProvider i18n={pluginNamespaces.instanceOf(pluginId)}>{children}</I18nProvider>;
}

/** A component the host mounts from a plugin (a page, a widget, a locked page), rendered in the plugin's namespace. */
export function inPluginNamespace<Props extends object>(pluginId: string, Component: ComponentType<Props>): ComponentType<Props> {
  function InPluginNamespace(props: Props) {
    return (
      <PluginI18nProvider pluginId={pluginId}>
        <Component {...props} />
      </PluginI18nProvider>
    );
  }
  return InPluginNamespace;
}
