import { Alert } from 'antd';
import type { ReactNode } from 'react';

/**
 * A sign-in or account form's message above its button: an error or warning is announced at once (`alert`), a
 * success politely (`status`).
 */
export function FormAlert({
  type,
  title,
  description,
  action,
}: {
  type: 'error' | 'warning' | 'success';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Alert
      type={type}
      showIcon
      role={type === 'success' ? 'status' : 'alert'}
      style={{ marginBottom: 16 }}
      title={title}
      description={description}
      action={action}
    />
  );
}
