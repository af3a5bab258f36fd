import { ApiError } from '@otimiza/sdk/server';

export const customerNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Cliente não encontrado.', en: 'Customer not found.' });
export const playbookNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Playbook não encontrado.', en: 'Playbook not found.' });
export const taskNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Tarefa não encontrada.', en: 'Task not found.' });
export const alertNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Alerta não encontrado.', en: 'Alert not found.' });
export const healthReportNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Relatório não encontrado.', en: 'Report not found.' });
export const surveyNotFound = () => new ApiError('NOT_FOUND', 404, { pt: 'Pesquisa não encontrada ou expirada.', en: 'Survey not found or expired.' });
export const memberNotFound = () =>
  new ApiError(
    'VALIDATION_ERROR',
    400,
    { pt: 'Escolha um membro do espaço de trabalho como CSM.', en: 'Choose a member of the workspace as CSM.' },
    {
      fields: [{ path: 'csmUserId', message: 'not a member' }],
    },
  );
export const playbookDisabled = () =>
  new ApiError('GENERAL_ERROR', 409, {
    pt: 'Este playbook está inativo: ative-o antes de executar.',
    en: 'This playbook is inactive: switch it on before running it.',
  });
export const playbookAlreadyRunning = () =>
  new ApiError('GENERAL_ERROR', 409, {
    pt: 'Este playbook já está em execução para este cliente.',
    en: 'This playbook is already running for this customer.',
  });
/** 429 text: more playbook runs asked for by hand than the workspace's rule allows in a minute. */
export const tooManyPlaybookRuns = {
  pt: 'Este espaço de trabalho pediu execuções de playbooks muitas vezes no último minuto. Aguarde um pouco e tente de novo.',
  en: 'This workspace asked to run playbooks too many times in the last minute. Wait a little and try again.',
};
export const customerChurned = () =>
  new ApiError('GENERAL_ERROR', 409, { pt: 'Este cliente saiu: playbooks não rodam para ele.', en: 'This customer has left: playbooks do not run for it.' });
export const clientWorkspaceCustomer = () =>
  new ApiError('GENERAL_ERROR', 409, {
    pt: 'Este cliente é um espaço de trabalho de cliente: exclua-o em Clientes, ou marque-o como perdido.',
    en: 'This customer is a client workspace: delete it on Clients, or mark it as churned.',
  });
export const csmNotFound = () =>
  new ApiError('NOT_FOUND', 404, { pt: 'Membro não encontrado neste espaço de trabalho.', en: 'Member not found in this workspace.' });
