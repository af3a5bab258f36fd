import { useLingui } from '@lingui/react/macro';
import { customerSuccessManifest } from '@otimiza/plugin-customer-success-shared/manifest';
import { PageHeader, useDocumentTitle } from '@otimiza/sdk/web';
import { Flex } from 'antd';

/** /customer-success (spec 001 §2.7). */
export default function CustomerSuccessPage() {
  const { i18n } = useLingui();
  const title = i18n._(customerSuccessManifest.displayName);
  useDocumentTitle(title);
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} />
    </Flex>
  );
}
