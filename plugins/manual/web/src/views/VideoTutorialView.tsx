import { Trans } from '@lingui/react/macro';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { Alert, Card, Flex, List, Typography } from 'antd';
import { BackToManual } from '../components/BackToManual';
import { ViewHeader } from '../components/ViewHeader';
import { useContentLanguage } from '../useContentLanguage';

/** The video tutorial is not published: its chapters are offered as a written tour instead. */
export function VideoTutorialView() {
  const { pick } = useContentLanguage();
  const { video } = manualContent;
  return (
    <Flex vertical gap={24}>
      <div>
        <BackToManual />
      </div>
      <ViewHeader title={pick(video.title)} />
      <Alert type="info" showIcon title={<Trans>Vídeo ainda não publicado</Trans>} description={pick(video.description)} />
      <Card title={<Trans>Tour em texto, capítulo a capítulo</Trans>}>
        <List
          itemLayout="horizontal"
          dataSource={video.chapters.map((chapter, index) => ({ chapter, number: index + 1 }))}
          renderItem={({ chapter, number }) => (
            <List.Item>
              <List.Item.Meta
                avatar={
                  <span
                    aria-hidden="true"
                    style={{
                      display: 'inline-grid',
                      placeItems: 'center',
                      width: 32,
                      height: 32,
                      borderRadius: '50%',
                      background: '#3B82F6',
                      color: '#fff',
                      fontWeight: 600,
                    }}
                  >
                    {number}
                  </span>
                }
                title={<Typography.Text strong>{pick(chapter.title)}</Typography.Text>}
                description={pick(chapter.description)}
              />
            </List.Item>
          )}
        />
      </Card>
    </Flex>
  );
}
