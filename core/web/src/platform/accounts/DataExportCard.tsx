import { DownloadOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '@otimiza/sdk/web';
import { Alert, Button, Card, Typography } from 'antd';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { downloadAccountData } from './accountApi';

/** 'Baixar meus dados' (LGPD art. 18): a ZIP of the account's and the workspace's data. */
export function DataExportCard() {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: downloadAccountData,
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
  const error = download.error;
  return (
    <Card title={<Trans>Seus dados</Trans>}>
      <Typography.Paragraph type="secondary">
        <Trans>
          Baixe um arquivo ZIP com tudo o que sua conta e seu espaço de trabalho guardam: perfil, sessões, assinatura, uso, análises, correções, relatórios e
          ferramentas de IA. Senhas, chaves e códigos de acesso nunca são incluídos (LGPD, art. 18).
        </Trans>
      </Typography.Paragraph>
      {download.isSuccess && (
        <Alert type="success" showIcon role="status" style={{ marginBottom: 16 }} title={<Trans>Download pronto: {download.data.fileName}</Trans>} />
      )}
      <FormErrorAlert error={error} fallback={t`Não foi possível gerar o arquivo. Tente novamente.`} />
      <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? <Trans>Preparando arquivo...</Trans> : <Trans>Baixar meus dados</Trans>}
      </Button>
    </Card>
  );
}
