import { Form, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

interface ChangeMutation<Values> {
  isPending: boolean;
  isSuccess: boolean;
  mutate: (values: Values) => void;
  reset: () => void;
}

/**
 * One of the account page's change forms (e-mail, password): disabled while it saves, and its success message goes
 * as soon as the user types again. Its `name` prefixes the field ids: the page has more than one 'password' field,
 * and each label must point at its own.
 */
export function AccountChangeForm<Values>({
  form,
  name,
  change,
  children,
}: {
  form: FormInstance<Values>;
  name: string;
  change: ChangeMutation<Values>;
  children: ReactNode;
}) {
  return (
    <Form<Values>
      form={form}
      name={name}
      layout="vertical"
      requiredMark={false}
      disabled={change.isPending}
      onFinish={(values) => change.mutate(values)}
      onValuesChange={() => change.isSuccess && change.reset()}
      style={{ maxWidth: 420 }}
    >
      {children}
    </Form>
  );
}
