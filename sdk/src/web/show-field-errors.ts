import type { FormInstance } from 'antd';

/**
 * Puts the server's refusals by field (from `serverFieldErrors`) beside the form's own fields: only those named in
 * `names`, each under the form field `fieldOf` gives (the server's name by default), so a refusal of a field the form
 * does not show is left for the caller's general message.
 */
export function showFieldErrors<Values>(
  form: Pick<FormInstance<Values>, 'setFields'>,
  fields: Map<string, string>,
  names: readonly string[],
  fieldOf: (name: string) => string = (name) => name,
): void {
  const shown = [...fields].filter(([name]) => names.includes(name)).map(([name, message]) => ({ name: fieldOf(name), errors: [message] }));
  // A name of `Values` by construction: the caller lists the form's own fields.
  form.setFields(shown as Parameters<FormInstance<Values>['setFields']>[0]);
}
