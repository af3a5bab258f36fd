import type { LocalizedText } from '@otimiza/sdk/shared';

/** Message keys of the validation errors of the BI schemas; the server registers their texts and answers in the request's language. */
export const biValidationMessages = {
  'bi.titleRequired': { pt: 'Informe o título.', en: 'Enter the title.' },
  'bi.titleTooLong': { pt: 'O título pode ter até 120 caracteres.', en: 'The title may have up to 120 characters.' },
  'bi.descriptionTooLong': { pt: 'A descrição pode ter até 2000 caracteres.', en: 'The description may have up to 2000 characters.' },
  'bi.categoryInvalid': { pt: 'Categoria inválida.', en: 'Invalid category.' },
  'bi.significanceInvalid': {
    pt: 'Importância inválida: critical, important, moderate ou low.',
    en: 'Invalid significance: critical, important, moderate or low.',
  },
  'bi.targetInvalid': { pt: 'A meta anual deve ser um número positivo.', en: 'The annual target must be a positive number.' },
  'bi.csvRequired': { pt: 'Envie o conteúdo do arquivo CSV.', en: 'Send the CSV file’s content.' },
  'bi.csvTooLarge': { pt: 'O arquivo CSV pode ter até 5 MB.', en: 'The CSV file may have up to 5 MB.' },
  'bi.filenameInvalid': { pt: 'Nome de arquivo inválido.', en: 'Invalid file name.' },
  'bi.widgetsTooMany': { pt: 'Um dashboard pode ter até 24 widgets.', en: 'A dashboard may have up to 24 widgets.' },
  'bi.widgetTypeInvalid': { pt: 'Tipo de widget inválido: metric-card, line, bar ou table.', en: 'Invalid widget type: metric-card, line, bar or table.' },
  'bi.refreshInvalid': { pt: 'A atualização deve ser de 1 a 1440 minutos.', en: 'The refresh must be 1 to 1440 minutes.' },
  'bi.formatInvalid': { pt: 'Formato inválido: pdf ou csv.', en: 'Invalid format: pdf or csv.' },
  'bi.frequencyInvalid': { pt: 'Frequência inválida: daily, weekly ou monthly.', en: 'Invalid frequency: daily, weekly or monthly.' },
  'bi.recipientInvalid': { pt: 'Destinatário inválido: informe um e-mail.', en: 'Invalid recipient: enter an e-mail address.' },
  'bi.recipientsTooMany': { pt: 'Até 20 destinatários.', en: 'Up to 20 recipients.' },
  'bi.recipientsRequired': { pt: 'Informe pelo menos um destinatário para agendar.', en: 'Enter at least one recipient to schedule.' },
  'bi.sourceRequired': { pt: 'Cite a fonte dos dados de mercado (nome).', en: 'Cite the market data’s source (name).' },
  'bi.urlInvalid': { pt: 'Endereço inválido: use http(s)://.', en: 'Invalid address: use http(s)://.' },
  'bi.numberInvalid': { pt: 'Número inválido.', en: 'Invalid number.' },
  'bi.scoreInvalid': { pt: 'Use um valor de 0 a 10.', en: 'Use a value from 0 to 10.' },
  'bi.probabilityInvalid': { pt: 'Use uma probabilidade de 0 a 100.', en: 'Use a probability from 0 to 100.' },
  'bi.horizonInvalid': { pt: 'O horizonte deve ser de 1 a 365 dias.', en: 'The horizon must be 1 to 365 days.' },
} satisfies Record<string, LocalizedText>;
