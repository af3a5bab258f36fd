import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { QueryErrorAlert, serverFieldErrors, showFieldErrors } from '@otimiza/sdk/web';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Skeleton } from 'antd';
import { checkDomain, domainQueryOptions, removeDomain, saveDomain, whiteLabelQueryKeys } from '../api/whiteLabel';
import { DnsInstructionsCard } from './DnsInstructionsCard';
import { DnsStatusCard } from './DnsStatusCard';

interface DomainFormValues {
  domain: string;
  subdomain: string;
}

const protocolPattern = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The domain tab: main domain and subdomain, the TXT and CNAME records to create, and the real DNS status. */
export function DomainTab() {
  const query = useQuery(domainQueryOptions());
  if (query.error) return <QueryErrorAlert title={<Trans>Não foi possível carregar o domínio</Trans>} query={query} />;
  if (!query.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <DomainForm domain={query.data} />;
}

function DomainForm({ domain }: { domain: DomainSettingsView }) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<DomainFormValues>();
  const subdomain = (Form.useWatch('subdomain', form) as string | undefined) ?? domain.subdomain;
  const savedHost = domain.host;
  const stored = (answer: DomainSettingsView) => queryClient.setQueryData(whiteLabelQueryKeys.domain, answer);
  const failed = (error: Error) => {
    const fields = serverFieldErrors(error);
    showFieldErrors(form, fields, ['domain', 'subdomain']);
    notification.error({ title: t`Erro`, description: fields.size > 0 ? error.message : t`Falha ao salvar configuração` });
  };

  const save = useMutation({
    mutationFn: saveDomain,
    onSuccess: (answer) => {
      stored(answer);
      form.setFieldsValue({ domain: answer.domain, subdomain: answer.subdomain });
      const host = answer.host;
      notification.success({ title: t`Configuração Salva`, description: t`Domínio ${host} salvo e verificado no DNS.` });
    },
    onError: failed,
  });
  const check = useMutation({
    mutationFn: checkDomain,
    onSuccess: stored,
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  const remove = useMutation({
    mutationFn: removeDomain,
    onSuccess: (answer) => {
      stored(answer);
      form.setFieldsValue({ domain: '', subdomain: '' });
      notification.success({ title: t`Domínio removido` });
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Card title={<Trans>Domínio personalizado</Trans>}>
          <Form<DomainFormValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={{ domain: domain.domain, subdomain: domain.subdomain }}
            onFinish={(values) => save.mutate({ domain: values.domain.trim(), subdomain: (values.subdomain ?? '').trim() })}
            data-testid="domain-form"
          >
            <Form.Item
              name="domain"
              label={t`Domínio principal`}
              extra={t`Sem http:// ou https://, por exemplo: suaagencia.com.br`}
              rules={[
                { required: true, whitespace: true, message: t`Informe o domínio principal, por exemplo: suaagencia.com.br.` },
                {
                  validator: (_, value: string | undefined) =>
                    value && protocolPattern.test(value.trim())
                      ? Promise.reject(new Error(t`Informe o domínio sem http:// ou https://, por exemplo: suaagencia.com.br.`))
                      : Promise.resolve(),
                },
              ]}
            >
              <Input placeholder="suaagencia.com.br" maxLength={253} autoComplete="off" spellCheck={false} inputMode="url" />
            </Form.Item>
            <Form.Item name="subdomain" label={t`Subdomínio (opcional)`} extra={t`Por exemplo: app, para usar app.suaagencia.com.br`}>
              <Input placeholder="app" maxLength={253} autoComplete="off" spellCheck={false} />
            </Form.Item>
            <Flex gap={8} wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={save.isPending} data-testid="domain-save">
                <Trans>Salvar configuração</Trans>
              </Button>
              {domain.configured && (
                <Popconfirm
                  title={t`Remover o domínio?`}
                  description={t`A sua marca deixa de ser exibida em ${savedHost}.`}
                  okText={t`Remover`}
                  cancelText={t`Cancelar`}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync().catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined />} loading={remove.isPending}>
                    <Trans>Remover domínio</Trans>
                  </Button>
                </Popconfirm>
              )}
            </Flex>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Flex vertical gap={24}>
          <DnsInstructionsCard domain={domain} subdomain={subdomain} />
          {domain.configured && <DnsStatusCard domain={domain} checking={check.isPending} onCheck={() => check.mutate()} />}
        </Flex>
      </Col>
    </Row>
  );
}
