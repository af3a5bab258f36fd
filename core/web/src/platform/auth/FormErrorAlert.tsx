import { useLingui } from '@lingui/react/macro';
import { Alert } from 'antd';
import { fieldErrors, isNetworkError, serverMessage } from './apiErrors';

/**
 * A form's error that no field shows: the server's message, 'cannot reach the server' when the
 * request never arrived, else `fallback`. Nothing when there is no error or a field shows it.
 */
export function FormErrorAlert({ error, fallback }: { error: unknown; fallback: string }) {
  const { t } = useLingui();
  if (!error || fieldErrors(error).length > 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 16 }}
      title={serverMessage(error, isNetworkError(error) ? t`Erro ao conectar com o servidor` : fallback)}
    />
  );
}
