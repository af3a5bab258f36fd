import { foldAccents } from './fold-accents.js';

/** The 27 federative units of Brazil: abbreviation (UF) → name. */
export const brazilianStates: Readonly<Record<string, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export const ufPattern = Object.keys(brazilianStates).join('|');

/** The UF for an abbreviation or a state name ('sp', 'São Paulo', 'BR-SP'), else null. */
export function toUf(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/^BR-/i, '');
  const upper = text.toUpperCase();
  if (upper in brazilianStates) return upper;
  const folded = foldAccents(text).toLowerCase();
  const match = Object.entries(brazilianStates).find(([, name]) => foldAccents(name).toLowerCase() === folded);
  return match ? match[0] : null;
}
