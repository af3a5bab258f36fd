import type { BrazilAdvice } from '../brazil-advice.js';
import { localBusinessJsonLd } from '../local-business-json-ld.js';

export const localBusinessSchemaAdvice: BrazilAdvice = {
  title: { pt: 'Adicionar dados estruturados de negócio local com endereço no Brasil', en: 'Add local business structured data with a Brazilian address' },
  description: {
    pt: 'O bloco JSON-LD LocalBusiness (ou um subtipo, como Bakery ou MedicalClinic) informa aos buscadores nome, endereço, telefone e horário da empresa, usados em resultados de busca local.',
    en: 'A LocalBusiness JSON-LD block (or a subtype such as Bakery or MedicalClinic) gives search engines the company’s name, address, phone and hours, which local search results draw on.',
  },
  currentState: ({ evidence }) =>
    evidence
      ? {
          pt: `Há dados estruturados (${evidence}), mas sem endereço brasileiro (addressCountry BR, ou CEP com UF).`,
          en: `There is structured data (${evidence}), but without a Brazilian address (addressCountry BR, or a CEP postcode with a state).`,
        }
      : { pt: 'Nenhum dado estruturado LocalBusiness na página.', en: 'No LocalBusiness structured data on the page.' },
  optimizedState: {
    pt: 'Um bloco JSON-LD LocalBusiness (ou o subtipo do ramo) com nome, endereço completo com CEP, UF e addressCountry "BR", telefone +55 e horário.',
    en: 'A LocalBusiness JSON-LD block (or the trade’s subtype) with name, full address with CEP, state and addressCountry "BR", a +55 phone and opening hours.',
  },
  implementation: (context) => {
    const snippet = localBusinessJsonLd(context);
    return {
      pt: [
        'Adicione ao <head> da página inicial o bloco abaixo, trocando os campos em maiúsculas pelos dados reais:',
        snippet,
        'Troque "LocalBusiness" pelo subtipo do ramo quando houver (Bakery, Restaurant, Dentist, Store …) e inclua openingHours.',
        'Valide o resultado no Teste de pesquisa aprimorada do Google.',
      ],
      en: [
        'Add the block below to the home page’s <head>, replacing the upper-case fields with the real data:',
        snippet,
        'Replace "LocalBusiness" with the trade’s subtype where there is one (Bakery, Restaurant, Dentist, Store …) and add openingHours.',
        'Validate the result with Google’s Rich Results Test.',
      ],
    };
  },
  businessImpact: {
    pt: 'Ajuda os buscadores a associar a empresa à sua cidade e a mostrar endereço e telefone corretos em pesquisas locais.',
    en: 'Helps search engines tie the company to its city and show the right address and phone in local searches.',
  },
  estimatedROI: {
    pt: 'Esforço baixo (um bloco no template); retorno em visibilidade local, que depende também do perfil da empresa no Google.',
    en: 'Low effort (one block in the template); the return is local visibility, which also depends on the company’s Google Business Profile.',
  },
};
