import { Trans } from '@lingui/react/macro';
import type { FeatureKey } from '@otimiza/sdk/shared';
import { PageHeader, UpgradeRequiredCard, type WebPlugin } from '@otimiza/sdk/web';
import { Flex } from 'antd';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { usePluginText } from './usePluginText';

/** A page of a plugin the workspace uses but its plan does not include: the plugin's name and the upgrade card. */
export function LockedPluginPage({ plugin, requiredFeature }: { plugin: WebPlugin; requiredFeature: FeatureKey }) {
  const pluginText = usePluginText();
  const name = pluginText(plugin.manifest.id, plugin.manifest.displayName);
  useDocumentTitle(name);
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }} data-testid="locked-plugin" data-plugin={plugin.manifest.id}>
      <PageHeader title={name} />
      <UpgradeRequiredCard feature={requiredFeature} title={<Trans>{name} não está incluído no seu plano</Trans>} />
    </Flex>
  );
}
