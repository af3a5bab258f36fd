import type { LocalizedText } from '@otimiza/sdk/shared';

/** Message keys of the validation errors of the plugin's schemas; the server registers their texts and answers in the request's language. */
export const customerSuccessValidationMessages = {
  'cs.nameRequired': { pt: 'Informe o nome do cliente.', en: 'Enter the customer’s name.' },
  'cs.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  'cs.emailInvalid': { pt: 'Informe um e-mail válido.', en: 'Enter a valid e-mail address.' },
  'cs.planInvalid': { pt: 'Escolha um plano do cliente.', en: 'Choose the customer’s plan.' },
  'cs.mrrInvalid': { pt: 'Informe o MRR em R$ (de 0 a 10.000.000, até 2 casas decimais).', en: 'Enter the MRR in R$ (0 to 10,000,000, up to 2 decimals).' },
  'cs.dateInvalid': { pt: 'Informe uma data válida (AAAA-MM-DD) que não esteja no futuro.', en: 'Enter a valid date (YYYY-MM-DD) that is not in the future.' },
  'cs.textTooLong': { pt: 'O texto pode ter até 80 caracteres.', en: 'The text may have up to 80 characters.' },
  'cs.companySizeInvalid': { pt: 'Escolha um porte de empresa.', en: 'Choose a company size.' },
  'cs.sitesInvalid': {
    pt: 'Informe até 20 sites, cada um um endereço http(s) válido.',
    en: 'Enter up to 20 sites, each a valid http(s) address.',
  },
  'cs.csmInvalid': { pt: 'Escolha um membro do espaço de trabalho como CSM.', en: 'Choose a member of the workspace as CSM.' },
  'cs.statusInvalid': { pt: 'Situação inválida.', en: 'Invalid status.' },
  'cs.riskLevelInvalid': { pt: 'Nível de risco inválido.', en: 'Invalid risk level.' },
  'cs.weightsInvalid': {
    pt: 'Os pesos são inteiros de 0 a 100 e somam 100.',
    en: 'The weights are whole numbers from 0 to 100 that add up to 100.',
  },
  'cs.daysInvalid': { pt: 'Informe um número de dias entre 1 e 365.', en: 'Enter a number of days between 1 and 365.' },
  'cs.targetInvalid': { pt: 'Informe uma meta entre 0 e 100.', en: 'Enter a target between 0 and 100.' },
  'cs.scoreInvalid': { pt: 'Escolha uma nota de 0 a 10.', en: 'Choose a score from 0 to 10.' },
  'cs.csatInvalid': { pt: 'Escolha uma nota de 1 a 5.', en: 'Choose a score from 1 to 5.' },
  'cs.commentTooLong': { pt: 'O comentário pode ter até 1000 caracteres.', en: 'The comment may have up to 1000 characters.' },
  'cs.customerRequired': { pt: 'Selecione um cliente.', en: 'Choose a customer.' },
  'cs.timeRangeInvalid': { pt: 'Escolha o período: 30d ou 90d.', en: 'Choose the period: 30d or 90d.' },
  'cs.playbookNameRequired': { pt: 'Informe o nome do playbook.', en: 'Enter the playbook’s name.' },
  'cs.actionsInvalid': {
    pt: 'Um playbook tem de 1 a 10 ações, cada uma completa.',
    en: 'A playbook has 1 to 10 actions, each one complete.',
  },
  'cs.lastActivityInvalid': {
    pt: 'A última atividade é uma data e hora válida que não está no futuro.',
    en: 'The last activity is a valid date and time that is not in the future.',
  },
} satisfies Record<string, LocalizedText>;

export type CustomerSuccessMessageKey = keyof typeof customerSuccessValidationMessages;
