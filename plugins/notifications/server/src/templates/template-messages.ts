import { ApiError } from '@otimiza/sdk/server';
import { templateVariables } from '@otimiza/plugin-notifications-shared';

export const templateNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Modelo não encontrado.', en: 'Template not found.' });

/**
 * 400 VALIDATION_ERROR naming the `{{variables}}` a template may not use, and those it may;
 * nothing is written. The fields are in `details.paths`, not `details.fields`: the error filter
 * answers a `fields` error with its first field's registered message, which cannot name them.
 */
export function unknownTemplateVariables(unknown: readonly string[], fields: readonly ('subject' | 'body')[]): ApiError {
  const names = unknown.map((name) => `{{${name}}}`).join(', ');
  const allowed = templateVariables.map((name) => `{{${name}}}`).join(', ');
  const message = {
    pt: `${unknown.length === 1 ? 'Variável desconhecida' : 'Variáveis desconhecidas'}: ${names}. Use apenas ${allowed}.`,
    en: `Unknown ${unknown.length === 1 ? 'variable' : 'variables'}: ${names}. Use only ${allowed}.`,
  };
  return new ApiError('VALIDATION_ERROR', 400, message, {
    source: 'body',
    paths: [...fields],
    unknownVariables: [...unknown],
  });
}
