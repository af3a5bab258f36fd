import { CheckCircleFilled, CloseCircleFilled, MinusCircleOutlined, SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeployStepId, RealDeployResponse } from '@otimiza/plugin-analysis-shared';
import { Alert, Descriptions, Flex, Tag, Typography } from 'antd';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { formatBytes, formatDuration } from '../../lib/format';

export const deployStepNames: Record<DeployStepId, MessageDescriptor> = {
  connect: msg`Conectar ao servidor`,
  backup: msg`Cópia de segurança do arquivo atual`,
  upload: msg`Enviar o HTML otimizado`,
  verify: msg`Conferir o arquivo enviado`,
  rollback: msg`Restaurar a cópia de segurança`,
};

/** What a real deploy did: its steps, the protocol (plain FTP is flagged), the backup and the bytes written. */
export function DeployResult({ result }: { result: RealDeployResponse }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const { locale, pick } = useInterfaceLanguage();

  return (
    <Flex
      vertical
      gap={12}
      data-testid="real-deploy-result"
      data-success={result.success}
      style={{
        border: `1px solid ${result.success ? '#BBF7D0' : '#FECACA'}`,
        background: result.success ? '#F0FDF4' : '#FEF2F2',
        borderRadius: 10,
        padding: 14,
      }}
    >
      <Flex align="center" gap={8}>
        {result.success ? (
          <CheckCircleFilled style={{ color: '#16A34A' }} aria-hidden="true" />
        ) : (
          <CloseCircleFilled style={{ color: '#DC2626' }} aria-hidden="true" />
        )}
        <Typography.Text strong>{result.success ? <Trans>Deploy Real Concluído</Trans> : <Trans>O deploy não foi concluído</Trans>}</Typography.Text>
      </Flex>

      {/* The server explains plain FTP in its warnings; this is only a fallback when it did not. */}
      {result.protocol === 'ftp' && result.warnings.length === 0 && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningOutlined />}
          data-testid="plain-ftp-warning"
          title={t`Conexão sem criptografia (FTP)`}
          description={t`O servidor não aceitou FTPS: o usuário, a senha e o HTML trafegaram sem criptografia. Ative o FTPS na sua hospedagem e troque a senha do FTP.`}
        />
      )}
      {result.warnings.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="real-deploy-warnings"
          title={
            result.warnings.length === 1 ? (
              pick(result.warnings[0]!)
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {result.warnings.map((warning, index) => (
                  <li key={index}>{pick(warning)}</li>
                ))}
              </ul>
            )
          }
        />
      )}

      <ol style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
        {result.steps.map((step) => (
          <li key={step.id} data-step={step.id} data-status={step.status} style={{ display: 'flex', gap: 8, alignItems: 'baseline' }}>
            {step.status === 'done' ? (
              <CheckCircleFilled style={{ color: '#16A34A' }} aria-label={t`Concluída`} />
            ) : step.status === 'failed' ? (
              <CloseCircleFilled style={{ color: '#DC2626' }} aria-label={t`Falhou`} />
            ) : (
              <MinusCircleOutlined style={{ color: '#94A3B8' }} aria-label={t`Ignorada`} />
            )}
            <Flex vertical style={{ flex: 1, minWidth: 0 }}>
              <Typography.Text>{i18n._(deployStepNames[step.id])}</Typography.Text>
              {step.detail && (
                <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-word' }}>
                  {pick(step.detail)}
                </Typography.Text>
              )}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDuration(step.durationMs, locale)}
            </Typography.Text>
          </li>
        ))}
      </ol>

      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        colon={false}
        items={[
          {
            key: 'protocol',
            label: t`Protocolo`,
            children:
              result.protocol === 'ftps' ? (
                <Tag color="green" icon={<SafetyCertificateOutlined />} style={{ marginInlineEnd: 0 }}>
                  FTPS
                </Tag>
              ) : (
                <Tag color="orange" icon={<WarningOutlined />} style={{ marginInlineEnd: 0 }}>
                  {t`FTP sem criptografia`}
                </Tag>
              ),
          },
          { key: 'bytes', label: t`Bytes gravados`, children: formatBytes(result.bytesWritten, locale) },
          { key: 'remote', label: t`Arquivo publicado`, span: { xs: 1, sm: 2 }, children: <Path>{result.remotePath}</Path> },
          {
            key: 'backup',
            label: t`Cópia de segurança`,
            span: { xs: 1, sm: 2 },
            children: result.backupPath ? (
              <Path testId="backup-path">{result.backupPath}</Path>
            ) : (
              <Typography.Text type="secondary">{t`Não havia arquivo anterior para copiar`}</Typography.Text>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/** A remote path in monospace, broken after its slashes when it does not fit. */
function Path({ children, testId }: { children: string; testId?: string }) {
  return (
    <span data-testid={testId} style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 12.5, overflowWrap: 'anywhere' }}>
      {children.split('/').map((part, index) => (
        <span key={index}>
          {index > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </span>
      ))}
    </span>
  );
}
