import { Trans, useLingui } from '@lingui/react/macro';
import { healthFactors, type CustomerSuccessSettings } from '@otimiza/plugin-customer-success-shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Divider, Form, InputNumber, Modal, Row, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useWorkspaceRoleAtLeast } from '@otimiza/sdk/web';
import { csKeys, saveSettings, settingsQueryOptions } from '../api/cs';
import { useLabels } from '../lib/labels';

/**
 * The factor weights (summing to 100), the no-sign-in alert and the engagement targets of the workspace.
 * Members read them; owners and admins change them.
 */
export function SettingsModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [form] = Form.useForm<CustomerSuccessSettings>();
  const settings = useQuery({ ...settingsQueryOptions(), enabled: open });
  const queryClient = useQueryClient();
  const { notification } = App.useApp();
  const manages = useWorkspaceRoleAtLeast('admin');
  useEffect(() => {
    if (open && settings.data) form.setFieldsValue(settings.data);
  }, [open, settings.data, form]);
  const weights = Form.useWatch('weights', form);
  const total = weights ? healthFactors.reduce((sum, key) => sum + (weights[key] ?? 0), 0) : 100;
  const save = useMutation({
    mutationFn: saveSettings,
    onSuccess: async () => {
      notification.success({ title: t`Configurações atualizadas` });
      await queryClient.invalidateQueries({ queryKey: csKeys.all });
      onClose();
    },
    onError: (error) => notification.error({ title: t`Erro`, description: error.message }),
  });
  return (
    <Modal
      open={open}
      title={t`Pesos e alertas da pontuação de saúde`}
      okText={t`Salvar`}
      cancelText={manages ? t`Cancelar` : t`Fechar`}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ disabled: total !== 100 }}
      footer={manages ? undefined : (_, { CancelBtn }) => <CancelBtn />}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {!settings.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" disabled={!manages} onFinish={(values) => save.mutate(values)}>
          {!manages && (
            <Typography.Paragraph type="secondary" data-testid="settings-read-only">
              <Trans>Só proprietários e administradores alteram os pesos e os alertas.</Trans>
            </Typography.Paragraph>
          )}
          <Row gutter={12}>
            {healthFactors.map((key) => (
              <Col key={key} xs={12}>
                <Form.Item name={['weights', key]} label={t`${labels.factor[key]} (%)`}>
                  <InputNumber min={0} max={100} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Typography.Text type={total === 100 ? 'secondary' : 'danger'} data-testid="weights-total">
            <Trans>Soma dos pesos: {total} de 100</Trans>
          </Typography.Text>
          <Divider />
          <Form.Item name="noLoginDays" label={t`Alertar quando ninguém do cliente acessar há (dias)`}>
            <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={12}>
              <Form.Item name={['engagementTargets', 'signInsPerMonth']} label={t`Meta de acessos por mês`}>
                <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12}>
              <Form.Item name={['engagementTargets', 'reportViewsPerMonth']} label={t`Meta de relatórios vistos por mês`}>
                <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Modal>
  );
}
