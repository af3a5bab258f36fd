import { PlayCircleOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { Button, Card, Flex, List, Typography } from 'antd';
import { BackToManual } from '../components/BackToManual';
import { ViewHeader } from '../components/ViewHeader';
import { useContentLanguage } from '../useContentLanguage';

/** The published video tutorial: a link to it and what each chapter covers. */
export function VideoTutorialView({ videoUrl }: { videoUrl: string }) {
  const { pick } = useContentLanguage();
  const { video } = manualContent;
  return (
    <Flex vertical gap={24}>
      <div>
        <BackToManual />
      </div>
      <ViewHeader title={pick(video.title)} lead={pick(video.description)} />
      <div>
        <Button type="primary" size="large" href={videoUrl} target="_blank" rel="noopener noreferrer" icon={<PlayCircleOutlined />}>
          <Trans>Assistir ao vídeo</Trans>
        </Button>
      </div>
      <Card title={<Trans>Capítulos</Trans>}>
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
