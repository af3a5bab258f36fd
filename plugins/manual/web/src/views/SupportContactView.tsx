import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { siteInfoQueryOptions } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Typography } from 'antd';
import { BackToManual } from '../components/BackToManual';
import { IconBadge } from '../components/IconBadge';
import { ViewHeader } from '../components/ViewHeader';
import { ViewLink } from '../components/ViewLink';
import { useContentLanguage } from '../useContentLanguage';

/** Support: the chat link (SUPPORT_URL) and the e-mail link (SUPPORT_EMAIL) this instance has, with their response times. */
export function SupportContactView() {
  const { pick } = useContentLanguage();
  const { support } = manualContent;
  const card = manualContent.cards.find((candidate) => candidate.id === 'support-contact');
  const siteInfo = useQuery(siteInfoQueryOptions());
  const contact = siteInfo.data?.support;
  const faqLink = (
    <Typography.Text type="secondary">
      <Trans>
        Antes de escrever, veja se a sua dúvida já está nas{' '}
        <ViewLink to={{ view: 'main' }} hash="faq" type="link" style={{ padding: 0, height: 'auto' }}>
          perguntas frequentes
        </ViewLink>
        .
      </Trans>
    </Typography.Text>
  );

  let body;
  if (siteInfo.isPending) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (siteInfo.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={<Trans>Não foi possível carregar os contatos do suporte</Trans>}
        description={siteInfo.error.message}
        action={
          <Button loading={siteInfo.isFetching} onClick={() => void siteInfo.refetch()}>
            <Trans>Tentar novamente</Trans>
          </Button>
        }
      />
    );
  } else if (!contact?.email && !contact?.url) {
    body = (
      <Alert
        type="info"
        showIcon
        title={<Trans>Nenhum canal de suporte configurado</Trans>}
        description={
          <Trans>Esta instalação do Otimiza ainda não tem um e-mail ou chat de suporte. As perguntas frequentes respondem às dúvidas mais comuns.</Trans>
        }
      />
    );
  } else {
    body = (
      <Row gutter={[16, 16]}>
        {contact.url && (
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
                  <Button type="primary" href={contact.url} target="_blank" rel="noopener noreferrer" icon={<MessageOutlined />}>
                    <Trans>Abrir o chat</Trans>
                  </Button>
                </div>
              </Flex>
            </Card>
          </Col>
        )}
        {contact.email && (
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
                  <Button
                    href={`mailto:${contact.email}`}
                    icon={<MailOutlined />}
                    style={{ maxWidth: '100%', whiteSpace: 'normal', height: 'auto', minHeight: 32 }}
                  >
                    {contact.email}
                  </Button>
                </div>
              </Flex>
            </Card>
          </Col>
        )}
      </Row>
    );
  }

  return (
    <Flex vertical gap={24}>
      <div>
        <BackToManual />
      </div>
      <ViewHeader title={card ? pick(card.title) : <Trans>Suporte</Trans>} lead={card && pick(card.description)} />
      {body}
      {faqLink}
    </Flex>
  );
}
