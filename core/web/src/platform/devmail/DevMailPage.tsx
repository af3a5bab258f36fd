import { ReloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiRequestError } from '@otimiza/sdk/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { devMailQueryOptions } from '../api/devMail';
import { useDocumentTitle } from '../../kernel/app/useDocumentTitle';
import { MailMessageCard } from './MailMessageCard';

/**
 * /dev/mail: the development mailbox, where a newcomer finds the verification link when no mail
 * provider is configured. The API refuses it in production (404).
 */
export function DevMailPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Caixa de e-mails de desenvolvimento`);
  const mail = useQuery(devMailQueryOptions());

  if (mail.error instanceof ApiRequestError && mail.error.status === 404) {
    return (
      <Result
        status="404"
        title={
          <h1 style={{ fontSize: 24, margin: 0 }}>
            <Trans>Indisponível em produção</Trans>
          </h1>
        }
        subTitle={<Trans>A caixa de e-mails de desenvolvimento só existe fora de produção, quando os e-mails não são enviados de verdade.</Trans>}
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <div>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 'clamp(24px, 3vw, 28px)' }}>
            <Trans>Caixa de e-mails de desenvolvimento</Trans>
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
            <Trans>Os e-mails que a plataforma enviaria, dos mais recentes aos mais antigos.</Trans>
          </Typography.Paragraph>
        </div>
        <Button icon={<ReloadOutlined />} loading={mail.isFetching} onClick={() => void mail.refetch()}>
          <Trans>Atualizar</Trans>
        </Button>
      </Flex>
      {mail.error && <Alert type="error" showIcon title={<Trans>Não foi possível carregar os e-mails</Trans>} description={mail.error.message} />}
      {mail.isPending && <Skeleton active />}
      {mail.data?.length === 0 && <Empty description={<Trans>Nenhum e-mail enviado ainda.</Trans>} />}
      {mail.data?.map((message) => (
        <MailMessageCard key={message.id} message={message} />
      ))}
    </Flex>
  );
}
