import { useLingui } from '@lingui/react/macro';
import { biManifest } from '@otimiza/plugin-bi-shared/manifest';
import { PageHeader, useDocumentTitle } from '@otimiza/sdk/web';
import { Flex } from 'antd';

/** /business-intelligence: the page (its tabs arrive in the next commit). */
export default function BiPage() {
  const { i18n } = useLingui();
  const title = i18n._(biManifest.displayName);
  useDocumentTitle(title);
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} />
    </Flex>
  );
}
