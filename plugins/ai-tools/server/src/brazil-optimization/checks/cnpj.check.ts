import type { BrazilCheck } from '../brazil-check.js';
import { isValidCnpj } from '../cnpj-check-digits.js';

/** 00.000.000/0000-00; since 2026 the first 12 places may also hold letters. */
const formattedCnpj = /(?<![\dA-Z])[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}\/[\dA-Z]{4}-\d{2}(?!\d)/g;
/** Fourteen characters with no punctuation count only after a 'CNPJ' label. */
const labelledCnpj = /CNPJ\s*(?:n[º°o.]?\s*)?[:\-–]?\s*([\dA-Z]{12}\d{2})(?!\d)/gi;

/** A valid CNPJ in the text or in the JSON-LD `taxID`; when none, a CNPJ-shaped number with wrong check digits is the evidence. */
export const cnpjCheck: BrazilCheck = ({ text, jsonLd }) => {
  const written = [...[...text.matchAll(formattedCnpj)].map((match) => match[0]), ...[...text.matchAll(labelledCnpj)].map((match) => match[1]!)];
  const declared = jsonLd.flatMap((node) => [node.taxID, node.vatID]).filter((value): value is string => typeof value === 'string');
  const valid = [...written, ...declared].find(isValidCnpj);
  if (valid) return { id: 'cnpj', found: true, evidence: `CNPJ ${valid}` };
  return { id: 'cnpj', found: false, evidence: written[0] ? `CNPJ ${written[0]}` : null };
};
