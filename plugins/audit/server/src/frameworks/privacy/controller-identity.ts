/** A CNPJ's two check digits (Receita Federal's modulus-11 rule), so that a phone number is not taken for one. */
export function isValidCnpj(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const checkDigit = (base: string) => {
    const weights = base.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...base].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = checkDigit(digits.slice(0, 12));
  const second = checkDigit(digits.slice(0, 12) + String(first));
  return digits.endsWith(`${first}${second}`);
}

/** The first valid CNPJ written in the text, or its company name after 'razão social', as it appears. */
export function controllerIdentityIn(text: string): string | null {
  for (const match of text.matchAll(/\b\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}\b/g)) {
    if (isValidCnpj(match[0].replace(/\D/g, ''))) return match[0];
  }
  const companyName = /raz[aã]o social\s*:?\s*([^\n.;]{3,120})/i.exec(text);
  return companyName ? companyName[0].trim() : null;
}

const officerWords = /encarregad[oa]|\bDPO\b|data protection officer/gi;
const email = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

/** The passage naming the encarregado (DPO) with an e-mail within 300 characters of it, or null. */
export function dpoContactIn(text: string): string | null {
  for (const match of text.matchAll(officerWords)) {
    const start = Math.max(0, match.index - 300);
    const passage = text.slice(start, match.index + match[0].length + 300);
    const address = email.exec(passage);
    if (address) return `${match[0]} … ${address[0]}`;
  }
  return null;
}
