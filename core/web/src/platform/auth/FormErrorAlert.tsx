import { fieldErrors } from './apiErrors';
import { FormAlert } from './FormAlert';
import { useFailureMessage } from './useFailureMessage';

/**
 * A form's error that no field shows: the server's message, 'cannot reach the server' when the
 * request never arrived, else `fallback`. Nothing when there is no error or a field shows it.
 */
export function FormErrorAlert({ error, fallback }: { error: unknown; fallback: string }) {
  const failureMessage = useFailureMessage();
  if (!error || fieldErrors(error).length > 0) return null;
  return <FormAlert type="error" title={failureMessage(error, fallback)} />;
}
