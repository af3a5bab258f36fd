import { CloudUploadOutlined, LockOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { DEFAULT_DEPLOY_PATH, type RealDeployRequest, type RealDeployResponse } from '@otimiza/plugin-analysis-shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, InputNumber, Row, Skeleton, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { deployQueryKeys, realDeploy } from '../../api/deploy';
import { useInterfaceLanguage } from '../../hooks/useInterfaceLanguage';
import { UpgradeRequiredCard, usePlan } from '@otimiza/sdk/web';
import { failureFromError } from '../../lib/analysisFailure';
import { formatBytes } from '../../lib/format';
import { DeployHistory } from './DeployHistory';
import { DeployReplacesWarning } from './DeployReplacesWarning';
import { DeployResult } from './DeployResult';
import type { DeployTarget } from './deployTarget';

interface FtpFields {
  host?: string;
  port?: number | null;
  username?: string;
  password?: string;
  path?: string;
}

/**
 * 'Deploy Real' (enterprise, feature realTimeDeploy): FTP credentials, then
 * `POST /api/real-deploy`. The password lives only in this form: it is not put in the query
 * cache (the call reads it when it runs), it is cleared after a deploy, and the dialog unmounts
 * the form when it closes.
 */
export function RealDeployTab({ target }: { target: DeployTarget }) {
  const features = usePlan();
  const allowed = features.has('realTimeDeploy');
  if (allowed === null) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!allowed) {
    return (
      <UpgradeRequiredCard feature="realTimeDeploy" title={<Trans>O deploy real por FTP faz parte do plano Enterprise</Trans>}>
        <Trans>
          Com ele, o Otimiza envia o HTML otimizado direto para o seu servidor, faz uma cópia de segurança do arquivo atual e confere a página publicada.
          Enquanto isso, use o Guia Manual.
        </Trans>
      </UpgradeRequiredCard>
    );
  }
  return <RealDeployForm target={target} />;
}

function RealDeployForm({ target }: { target: DeployTarget }) {
  const { t } = useLingui();
  const { locale } = useInterfaceLanguage();
  const { notification, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<FtpFields>();
  const [result, setResult] = useState<RealDeployResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The password must not outlive the form.
  useEffect(() => () => form.resetFields(), [form]);

  const deploy = useMutation({
    // No variables: the request (with the password) is built when the call runs, so the mutation cache never holds it.
    mutationFn: () => realDeploy(requestOf(form.getFieldsValue(true) as FtpFields, target)),
    gcTime: 0,
    onSuccess: (answer) => {
      setResult(answer);
      setFailure(null);
      form.setFieldValue('password', '');
      if (target.analysisId) void queryClient.invalidateQueries({ queryKey: deployQueryKeys.ofAnalysis(target.analysisId) });
      if (answer.success) {
        const size = formatBytes(answer.bytesWritten, locale);
        const path = answer.remotePath;
        notification.success({ title: t`Deploy Real Concluído`, description: t`${size} gravados em ${path}.` });
      } else {
        notification.error({ title: t`Erro no Deploy Real`, description: t`O envio não foi concluído. Veja as etapas abaixo.` });
      }
    },
    onError: (error) => {
      const reason = failureFromError(error);
      const message = reason.status === 0 || !reason.message ? t`Verifique suas credenciais FTP e tente novamente.` : reason.message;
      setResult(null);
      setFailure(message);
      notification.error({ title: t`Erro no Deploy Real`, description: message });
      if (target.analysisId) void queryClient.invalidateQueries({ queryKey: deployQueryKeys.ofAnalysis(target.analysisId) });
    },
  });

  /** Called once the form is valid: host, user and password are there. */
  const confirmAndDeploy = () => {
    const values = form.getFieldsValue(true) as FtpFields;
    const host = values.host?.trim() ?? '';
    const path = values.path?.trim() || DEFAULT_DEPLOY_PATH;
    modal.confirm({
      title: t`Substituir a página publicada?`,
      content: t`O HTML otimizado será gravado em ${host}, no caminho ${path}. O arquivo atual é copiado antes, como cópia de segurança.`,
      okText: t`Executar deploy`,
      cancelText: t`Cancelar`,
      onOk: () => {
        deploy.mutate();
      },
    });
  };

  const required = (message: string) => [{ required: true, whitespace: true, message }];

  return (
    <Flex vertical gap={16} data-testid="real-deploy">
      <DeployReplacesWarning />
      <Form<FtpFields>
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ port: 21, path: DEFAULT_DEPLOY_PATH }}
        disabled={deploy.isPending}
        autoComplete="off"
        onFinish={confirmAndDeploy}
        onFinishFailed={() => notification.warning({ title: t`Credenciais Obrigatórias`, description: t`Preencha todos os campos de FTP para continuar` })}
      >
        <Row gutter={12}>
          <Col xs={24} sm={17}>
            <Form.Item<FtpFields> name="host" label={t`Servidor FTP`} rules={required(t`Informe o servidor`)}>
              <Input placeholder={t`ftp.seusite.com.br`} autoComplete="off" spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={7}>
            <Form.Item<FtpFields> name="port" label={t`Porta`}>
              <InputNumber min={1} max={65535} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item<FtpFields> name="username" label={t`Usuário`} rules={required(t`Informe o usuário`)}>
              <Input autoComplete="off" spellCheck={false} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item<FtpFields> name="password" label={t`Senha`} rules={required(t`Informe a senha`)}>
              <Input.Password autoComplete="new-password" prefix={<LockOutlined aria-hidden="true" />} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item<FtpFields>
              name="path"
              label={t`Caminho no servidor`}
              extra={t`Uma pasta terminada em / recebe o arquivo index.html; também pode ser o caminho de um arquivo.`}
            >
              <Input placeholder={DEFAULT_DEPLOY_PATH} spellCheck={false} />
            </Form.Item>
          </Col>
        </Row>
        <Flex vertical gap={10}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            <Trans>
              A conexão tenta FTPS (com criptografia) primeiro. A senha serve só para este envio: não é guardada pelo Otimiza nem fica no navegador depois que
              esta janela fecha.
            </Trans>
          </Typography.Text>
          <div>
            <Button type="primary" htmlType="submit" icon={<CloudUploadOutlined />} loading={deploy.isPending}>
              {deploy.isPending ? <Trans context="uploading files">Enviando...</Trans> : <Trans>Executar deploy real</Trans>}
            </Button>
          </div>
        </Flex>
      </Form>

      {failure && !deploy.isPending && (
        <Alert type="error" showIcon data-testid="real-deploy-error" title={<Trans>Erro no Deploy Real</Trans>} description={failure} />
      )}
      {result && !deploy.isPending && <DeployResult result={result} />}
      {target.analysisId && <DeployHistory analysisId={target.analysisId} />}
    </Flex>
  );
}

function requestOf(values: FtpFields, target: DeployTarget): RealDeployRequest {
  return {
    url: target.url,
    html: target.html,
    ftpCredentials: {
      host: values.host?.trim() ?? '',
      port: values.port ?? 21,
      username: values.username ?? '',
      password: values.password ?? '',
      path: values.path?.trim() || DEFAULT_DEPLOY_PATH,
    },
    ...(target.analysisId ? { analysisId: target.analysisId } : {}),
  };
}
