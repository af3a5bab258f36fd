import type { BrazilAdvice } from '../brazil-advice.js';
import { escapeHtml } from '../../common/escape-html.js';

export const cnpjAdvice: BrazilAdvice = {
  title: { pt: 'Exibir o CNPJ da empresa', en: 'Show the company’s CNPJ' },
  description: {
    pt: 'O Decreto nº 7.962/2013 exige que sites que vendem produtos ou serviços informem nome empresarial e CNPJ (ou CPF) em local de destaque; mesmo sem venda online, o CNPJ mostra que a empresa é registrada.',
    en: 'Brazil’s Decree 7,962/2013 requires sites that sell products or services to show the company name and CNPJ (company tax ID) prominently; even without online sales, the CNPJ shows the company is registered.',
  },
  currentState: ({ evidence }) =>
    evidence
      ? {
          pt: `Há um número no formato de CNPJ (${evidence}), mas os dígitos verificadores não conferem.`,
          en: `There is a number in the CNPJ format (${evidence}), but its check digits do not match.`,
        }
      : { pt: 'Nenhum CNPJ encontrado na página.', en: 'No CNPJ found on the page.' },
  optimizedState: {
    pt: 'Razão social e CNPJ válido (00.000.000/0000-00) no rodapé de todas as páginas e no campo taxID dos dados estruturados.',
    en: 'Legal name and a valid CNPJ (00.000.000/0000-00) in the footer of every page and in the taxID field of the structured data.',
  },
  implementation: ({ companyName }) => ({
    pt: [
      'Confira o número no cartão CNPJ da empresa (consulta pública da Receita Federal).',
      'Adicione ao rodapé, com o número real no lugar do exemplo:',
      `<p>${escapeHtml(companyName)} — CNPJ 00.000.000/0000-00</p>`,
      'Nos dados estruturados da empresa, inclua "taxID": "00.000.000/0000-00".',
    ],
    en: [
      'Check the number on the company’s CNPJ card (Receita Federal public lookup).',
      'Add it to the footer, with the real number in place of the example:',
      `<p>${escapeHtml(companyName)} — CNPJ 00.000.000/0000-00</p>`,
      'In the company’s structured data, add "taxID": "00.000.000/0000-00".',
    ],
  }),
  businessImpact: {
    pt: 'Cumpre a exigência de identificação do comércio eletrônico e permite ao cliente confirmar que a empresa existe antes de comprar.',
    en: 'Meets the e-commerce identification requirement and lets customers confirm the company exists before buying.',
  },
  estimatedROI: {
    pt: 'Esforço mínimo (uma linha no rodapé); retorno em confiança e em conformidade legal.',
    en: 'Minimal effort (one line in the footer); the return is trust and legal compliance.',
  },
};
