import type { LocalizedText } from '@otimiza/sdk/shared';

/** Message keys of the validation errors of the plugin's schemas; the server answers them in the request's language. */
export const notificationsValidationMessages = {
  'notifications.nameRequired': { pt: 'Informe o nome.', en: 'Enter the name.' },
  'notifications.nameTooLong': { pt: 'O nome pode ter até 120 caracteres.', en: 'The name may have up to 120 characters.' },
  'notifications.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
  'notifications.clockInvalid': { pt: 'Informe o horário como HH:MM.', en: 'Enter the time as HH:MM.' },
  'notifications.timeZoneInvalid': { pt: 'Fuso horário desconhecido.', en: 'Unknown time zone.' },
  'notifications.conditionsRequired': { pt: 'Informe ao menos uma condição.', en: 'Enter at least one condition.' },
  'notifications.tooManyConditions': { pt: 'Uma regra pode ter até 5 condições.', en: 'A rule may have up to 5 conditions.' },
  'notifications.subjectRequired': { pt: 'Informe o assunto.', en: 'Enter the subject.' },
  'notifications.subjectTooLong': { pt: 'O assunto pode ter até 200 caracteres.', en: 'The subject may have up to 200 characters.' },
  'notifications.bodyRequired': { pt: 'Informe o texto.', en: 'Enter the text.' },
  'notifications.bodyTooLong': { pt: 'O texto pode ter até 10 000 caracteres.', en: 'The text may have up to 10,000 characters.' },
  'notifications.templateMissing': { pt: 'Modelo não encontrado neste espaço de trabalho.', en: 'Template not found in this workspace.' },
  'notifications.noClientWorkspaces': {
    pt: 'Este espaço de trabalho não tem clientes: o público “clientes” só existe para uma agência com espaços de clientes.',
    en: 'This workspace has no clients: the “clients” audience exists only for an agency with client workspaces.',
  },
  'notifications.smsUnavailable': {
    pt: 'SMS indisponível: nenhum provedor de SMS está configurado.',
    en: 'SMS unavailable: no SMS provider is configured.',
  },
} satisfies Record<string, LocalizedText>;
