import { useLingui } from '@lingui/react';
import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const cancelLabel = /*i18n*/ { id: 'sdk.formModal.cancel', message: 'Cancelar' };

export interface FormModalProps<Values> {
  open: boolean;
  title: ReactNode;
  okText: string;
  onClose: () => void;
  saving: boolean;
  width: number;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  onFinish: (values: Values) => void;
  testId: string;
  children: ReactNode;
}

/**
 * A dialog that holds one vertical form: OK submits it (antd validates first), Cancel closes it, and the form is
 * built again from `initialValues` each time it opens, so nothing typed in a cancelled opening comes back.
 */
export function FormModal<Values>({ open, title, okText, onClose, saving, width, form, initialValues, onFinish, testId, children }: FormModalProps<Values>) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={i18n._(cancelLabel)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      width={width}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} preserve={false} initialValues={initialValues} onFinish={onFinish} data-testid={testId}>
        {children}
      </Form>
    </Modal>
  );
}
