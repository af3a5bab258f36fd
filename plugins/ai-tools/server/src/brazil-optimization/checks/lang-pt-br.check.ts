import type { BrazilCheck } from '../brazil-check.js';

/** `pt-BR`, `pt_BR` or plain `pt`; European Portuguese (`pt-PT`) does not count. */
const brazilianPortuguese = /^pt(?:[-_]br)?$/i;

export const langPtBrCheck: BrazilCheck = ({ $, headers }) => {
  const lang = $('html').attr('lang')?.trim() ?? '';
  if (brazilianPortuguese.test(lang)) return { id: 'lang-pt-br', found: true, evidence: `<html lang="${lang}">` };
  const contentLanguage = headers['content-language']?.split(',').map((value) => value.trim()) ?? [];
  const header = contentLanguage.find((value) => brazilianPortuguese.test(value));
  if (!lang && header) return { id: 'lang-pt-br', found: true, evidence: `Content-Language: ${header}` };
  return { id: 'lang-pt-br', found: false, evidence: lang ? `<html lang="${lang}">` : null };
};
