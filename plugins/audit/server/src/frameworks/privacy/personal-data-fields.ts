import type { InspectedForm, InspectedFormField } from '@otimiza/plugin-analysis-contract';

const personalFieldTypes = new Set(['email', 'tel']);
const personalFieldWords = /e-?mail|telefone|fone|phone|celular|whats|cpf|rg\b|nome|name|sobrenome|endere[cç]o|address|cep|nascimento|birth/i;
const personalAutocomplete = /^(name|given-name|family-name|email|tel|street-address|postal-code|bday)/;

/** A field that asks for personal data (art. 5º, I): an e-mail, a phone, a name, a CPF, an address… */
export function isPersonalField(field: InspectedFormField): boolean {
  if (personalFieldTypes.has(field.type)) return true;
  if (field.autocomplete && personalAutocomplete.test(field.autocomplete)) return true;
  return personalFieldWords.test(`${field.name} ${field.label ?? ''}`);
}

const noticeWords = /privacidade|privacy|lgpd|dados pessoais|personal data|finalidade|purpose|consentimento|consent|autorizo|concordo|aceito|i agree/i;

/** Whether a form tells its purpose or asks for consent: words in its text, a link to a privacy notice, or an unticked consent box. */
export function hasPurposeNotice(form: InspectedForm): boolean {
  return form.consentCheckboxes.length > 0 || noticeWords.test(form.text) || form.links.some((link) => noticeWords.test(`${link.text} ${link.href}`));
}
