import { Trans } from '@lingui/react/macro';
import { UpgradeRequiredCard } from '@otimiza/sdk/web';
import { Suspense } from 'react';
import { NotFoundPage } from '../../kernel/app/NotFoundPage';
import { PageLoading } from '../../kernel/app/PageLoading';
import { PricingPage } from '../billing/PricingPage';
import { LoadFailureAlert } from '../../kernel/widgets/LoadFailureAlert';
import { LoadFailureBoundary } from '../../kernel/widgets/LoadFailureBoundary';
import { usePluginText } from '../../kernel/plugins/usePluginText';
import { useWebPlugins } from '../../kernel/plugins/WebPluginsContext';
import { installedPageKeys, type InnerPageKey } from '../../kernel/plugins/innerPages/pageKeys';
import { forgetPluginPage, pluginPageComponent } from '../../kernel/plugins/innerPages/pluginPageComponent';
import { resolveInnerPage } from '../../kernel/plugins/innerPages/resolveInnerPage';

/**
 * The page of an inner page key inside a dashboard frame: the plugin route's page (loaded as the
 * router loads it), the plans page, the upgrade card when the plan lacks the plugin's feature, or
 * 'not found' — never a crash. `key` null is a key that names no page.
 */
export function InnerPage({ pageKey }: { pageKey: InnerPageKey | null }) {
  const pluginText = usePluginText();
  const allowed = useWebPlugins();
  if (pageKey === null) return <NotFoundPage />;
  const target = resolveInnerPage(pageKey, allowed, installedPageKeys);

  switch (target.kind) {
    case 'pricing':
      return <PricingPage />;
    case 'not-found':
      return <NotFoundPage />;
    case 'upgrade':
      return <UpgradeRequiredCard feature={target.feature} title={pluginText(target.plugin.manifest.id, target.plugin.manifest.displayName)} />;
    case 'plugin': {
      const Page = pluginPageComponent(target.plugin, target.route);
      return (
        <LoadFailureBoundary
          onRetry={() => forgetPluginPage(target.route)}
          fallback={(retry) => <LoadFailureAlert title={<Trans>Não foi possível carregar esta página</Trans>} onRetry={retry} />}
        >
          <Suspense fallback={<PageLoading />}>
            <Page />
          </Suspense>
        </LoadFailureBoundary>
      );
    }
  }
}
