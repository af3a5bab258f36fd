import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { manualContent, visibleManualCards } from '@otimiza/plugin-manual-shared';
import { useSupportContact } from '@otimiza/sdk/web';
import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { useContentLanguage } from '../useContentLanguage';
import { cardIcons } from './cardIcons';
import { IconBadge } from './IconBadge';
import { ViewLink } from './ViewLink';

/**
 * The cards of the manual page: PDF manual, video tutorial and support (when this
 * instance has a support e-mail or chat address). Until a video is published its card says so —
 * no player, no link to a video that does not exist — and leads to the getting-started guide, which
 * covers the same path.
 */
export function ResourceCards() {
  const { pick } = useContentLanguage();
  const cards = visibleManualCards(manualContent, useSupportContact(), { unpublishedVideo: true });
  const firstGuide = manualContent.sections[0]!;
  const guideTitle = pick(firstGuide.title);
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => {
        const unpublished = card.id === 'video-tutorial' && manualContent.video.url === null;
        return (
          <Col key={card.id} xs={24} md={cards.length === 1 ? 12 : 24 / cards.length}>
            <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-testid={`manual-card-${card.id}`}>
              <Flex vertical gap={12} style={{ height: '100%' }}>
                <Flex align="center" gap={12} wrap>
                  <IconBadge>{cardIcons[card.id]}</IconBadge>
                  {unpublished && (
                    <Tag data-testid="video-unpublished" style={{ marginInlineEnd: 0 }}>
                      <Trans>Ainda não publicado</Trans>
                    </Tag>
                  )}
                </Flex>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {pick(card.title)}
                </Typography.Title>
                <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
                  {unpublished ? (
                    <Trans>
                      Ainda não há vídeo tutorial publicado. Enquanto isso, os guias passo a passo e o manual em PDF cobrem o mesmo caminho, do cadastro ao
                      relatório em PDF.
                    </Trans>
                  ) : (
                    pick(card.description)
                  )}
                </Typography.Paragraph>
                <div>
                  {unpublished ? (
                    <ViewLink
                      to={{ view: 'section', section: firstGuide.id }}
                      icon={<ArrowRightOutlined />}
                      iconPlacement="end"
                      style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, textAlign: 'start' }}
                    >
                      <Trans>Ver o guia “{guideTitle}”</Trans>
                    </ViewLink>
                  ) : (
                    <ViewLink to={{ view: card.id }} type={card.id === 'pdf-download' ? 'primary' : 'default'}>
                      {pick(card.action)}
                    </ViewLink>
                  )}
                </div>
              </Flex>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
