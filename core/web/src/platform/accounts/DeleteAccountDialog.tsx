import { Trans, useLingui } from '@lingui/react/macro';
import { deleteAccountSchema, plans, type AccountOverview, type DeleteAccountPayload } from '@otimiza/sdk/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { formFieldErrors } from '../auth/apiErrors';
import { FormErrorAlert } from '../auth/FormErrorAlert';
import { usePasswordRules } from '../auth/usePasswordRules';
import { useLanguage } from '../../kernel/i18n/useLanguage';
import { useDeleteAccount } from './useDeleteAccount';

/** The confirmation step: what goes, that the subscription is cancelled first, the password and the word. */
export function DeleteAccountDialog({ account, open, onClose }: { account: AccountOverview; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const language = useLanguage();
  const word = language === 'en' ? 'DELETE' : 'EXCLUIR';
  const { fromSchema } = usePasswordRules();
  const [form] = Form.useForm<DeleteAccountPayload>();
  const remove = useDeleteAccount();
  const error = remove.error;
  const workspace = account.workspace.name;
  const subscription = account.subscription;
  const planName = subscription ? plans[subscription.plan].name : '';

  return (
    <Modal
      open={open}
      title={t`Excluir minha conta`}
      okText={t`Excluir conta definitivamente`}
      cancelText={t`Cancelar`}
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelButtonProps={{ disabled: remove.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        remove.reset();
        onClose();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        <Trans>Esta ação não pode ser desfeita. Será excluído:</Trans>
      </Typography.Paragraph>
      <ul data-testid="delete-account-effects">
        <li>
          <Trans>sua conta ({account.user.email}), com todas as sessões abertas;</Trans>
        </li>
        {account.deletion.deletesWorkspace ? (
          <li>
            <Trans>
              o espaço de trabalho "{workspace}" e tudo o que ele guarda: análises, correções, deploys, relatórios, configurações de marca e execuções das
              ferramentas de IA.
            </Trans>
          </li>
        ) : (
          <li>
            <Trans>seu acesso ao espaço de trabalho "{workspace}", que continua com os outros proprietários.</Trans>
          </li>
        )}
        {subscription && account.deletion.deletesWorkspace && (
          <li>
            <Trans>A assinatura do plano {planName} será cancelada antes, e nada mais será cobrado.</Trans>
          </li>
        )}
      </ul>
      <Typography.Paragraph type="secondary">
        <Trans>Se quiser guardar uma cópia, use "Baixar meus dados" antes.</Trans>
      </Typography.Paragraph>
      <Form<DeleteAccountPayload>
        form={form}
        name="delete-account"
        layout="vertical"
        requiredMark={false}
        disabled={remove.isPending}
        onFinish={(values) => remove.mutate(values, { onError: (failure) => form.setFields(formFieldErrors<DeleteAccountPayload>(failure)) })}
      >
        <Form.Item name="password" label={t`Senha atual`} rules={fromSchema(deleteAccountSchema.shape.password)}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="confirmation" label={t`Digite ${word} para confirmar`} rules={fromSchema(deleteAccountSchema.shape.confirmation)}>
          <Input autoComplete="off" placeholder={word} />
        </Form.Item>
        <FormErrorAlert error={error} fallback={t`Não foi possível excluir a conta. Tente novamente.`} />
      </Form>
    </Modal>
  );
}
