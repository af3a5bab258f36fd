import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import { BackToManual } from '../components/BackToManual';
import { IconBadge } from '../components/IconBadge';
import { ViewHeader } from '../components/ViewHeader';
import { ViewLink } from '../components/ViewLink';
import { useContentLanguage } from '../useContentLanguage';

/** Support: a chat link and an e-mail link, with their response times. */
export function SupportContactView() {
  const { pick } = useContentLanguage();
  const { support } = manualContent;
  const card = manualContent.cards.find((candidate) => candidate.id === 'support-contact');

  return (
    <Flex vertical gap={24}>
      <div>
        <BackToManual />
      </div>
      <ViewHeader title={card ? pick(card.title) : <Trans>Suporte</Trans>} lead={card && pick(card.description)} />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={12}>
              <IconBadge>
                <MessageOutlined />
              </IconBadge>
              <Typography.Title level={4} style={{ margin: 0 }}>
                <Trans>Chat</Trans>
              </Typography.Title>
              <Typography.Text type="secondary">{pick(support.chatHours)}</Typography.Text>
              <div>
                <Button type="primary" href={support.chatUrl} target="_blank" rel="noopener noreferrer" icon={<MessageOutlined />}>
                  <Trans>Abrir o chat</Trans>
                </Button>
              </div>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={12}>
              <IconBadge>
                <MailOutlined />
              </IconBadge>
              <Typography.Title level={4} style={{ margin: 0 }}>
                <Trans>E-mail</Trans>
              </Typography.Title>
              <Typography.Text type="secondary">{pick(support.responseTime)}</Typography.Text>
              <div>
                <Button href={`mailto:${support.email}`} icon={<MailOutlined />}>
                  {support.email}
                </Button>
              </div>
            </Flex>
          </Card>
        </Col>
      </Row>
      <Typography.Text type="secondary">
        <Trans>
          Antes de escrever, veja se a sua dúvida já está nas{' '}
          <ViewLink to={{ view: 'main' }} hash="faq" type="link" style={{ padding: 0, height: 'auto' }}>
            perguntas frequentes
          </ViewLink>
          .
        </Trans>
      </Typography.Text>
    </Flex>
  );
}
