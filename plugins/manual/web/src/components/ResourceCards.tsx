import { manualContent, visibleManualCards } from '@otimiza/plugin-manual-shared';
import { useSupportContact } from '@otimiza/sdk/web';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useContentLanguage } from '../useContentLanguage';
import { cardIcons } from './cardIcons';
import { IconBadge } from './IconBadge';
import { ViewLink } from './ViewLink';

/**
 * The cards of the manual page: PDF manual, video tutorial (once one is published) and support
 * (when this instance has a support e-mail or chat address).
 */
export function ResourceCards() {
  const { pick } = useContentLanguage();
  const cards = visibleManualCards(manualContent, useSupportContact());
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.id} xs={24} md={cards.length === 1 ? 12 : 24 / cards.length}>
          <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }}>
            <Flex vertical gap={12} style={{ height: '100%' }}>
              <IconBadge>{cardIcons[card.id]}</IconBadge>
              <Typography.Title level={4} style={{ margin: 0 }}>
                {pick(card.title)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0, flex: 1 }}>
                {pick(card.description)}
              </Typography.Paragraph>
              <div>
                <ViewLink to={{ view: card.id }} type={card.id === 'pdf-download' ? 'primary' : 'default'}>
                  {pick(card.action)}
                </ViewLink>
              </div>
            </Flex>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
