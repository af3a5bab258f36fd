import { Trans } from '@lingui/react/macro';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { Flex, Typography } from 'antd';
import { FaqList } from '../components/FaqList';
import { GuideCards } from '../components/GuideCards';
import { ResourceCards } from '../components/ResourceCards';
import { ViewHeader } from '../components/ViewHeader';
import { useContentLanguage } from '../useContentLanguage';

/** The manual's landing view: resources, the two guides and the FAQ. */
export function MainView() {
  const { pick } = useContentLanguage();
  return (
    <Flex vertical gap={32}>
      <ViewHeader level={1} title={pick(manualContent.title)} lead={pick(manualContent.subtitle)} />
      <ResourceCards />
      <section aria-labelledby="manual-guides-title">
        <Typography.Title level={3} id="manual-guides-title" style={{ marginTop: 0 }}>
          <Trans>Guias passo a passo</Trans>
        </Typography.Title>
        <GuideCards />
      </section>
      <FaqList />
    </Flex>
  );
}
