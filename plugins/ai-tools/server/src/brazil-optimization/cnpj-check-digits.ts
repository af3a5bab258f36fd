const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function checkDigit(base: string, weights: readonly number[]): number {
  // Receita Federal's module-11 rule; each character counts as its code minus 48, which keeps
  // digits at their value and covers the alphanumeric CNPJ (letters in the first 12 places).
  const sum = [...base].reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * weights[index]!, 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Whether a CNPJ (punctuation allowed) has valid check digits. */
export function isValidCnpj(value: string): boolean {
  const cnpj = value.replace(/[./\-\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (/^(\d)\1{13}$/.test(cnpj)) return false;
  const base = cnpj.slice(0, 12);
  const first = checkDigit(base, firstWeights);
  const second = checkDigit(`${base}${first}`, secondWeights);
  return cnpj.endsWith(`${first}${second}`);
}
