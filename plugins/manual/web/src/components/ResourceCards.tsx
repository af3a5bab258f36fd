import { manualContent } from '@otimiza/plugin-manual-shared';
import { Card, Col, Flex, Row, Typography } from 'antd';
import { useContentLanguage } from '../useContentLanguage';
import { cardIcons } from './cardIcons';
import { IconBadge } from './IconBadge';
import { ViewLink } from './ViewLink';

/** The three cards of the manual page: PDF manual, video tutorial, support. */
export function ResourceCards() {
  const { pick } = useContentLanguage();
  return (
    <Row gutter={[16, 16]}>
      {manualContent.cards.map((card) => (
        <Col key={card.id} xs={24} md={8}>
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
