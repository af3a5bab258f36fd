import type { BrazilAdvice } from '../brazil-advice.js';

export const mapAdvice: BrazilAdvice = {
  title: { pt: 'Incluir um mapa com a localização', en: 'Include a map of the location' },
  description: {
    pt: 'Um mapa incorporado (Google Maps ou OpenStreetMap) ou um link "Como chegar" mostra onde a empresa fica e abre a rota no aplicativo de mapas do celular.',
    en: 'An embedded map (Google Maps or OpenStreetMap) or a "Como chegar" (directions) link shows where the company is and opens the route in the phone’s maps app.',
  },
  currentState: () => ({
    pt: 'Nenhum mapa incorporado nem link para aplicativo de mapas na página.',
    en: 'No embedded map and no link to a maps app on the page.',
  }),
  optimizedState: {
    pt: 'Mapa incorporado na página de contato e link "Como chegar" no rodapé, apontando para o endereço da empresa.',
    en: 'An embedded map on the contact page and a "Como chegar" link in the footer, pointing to the company’s address.',
  },
  implementation: ({ companyName, location }) => {
    const query = encodeURIComponent([companyName, location].filter(Boolean).join(', '));
    const iframe = `<iframe src="https://www.google.com/maps?q=${query}&output=embed" width="600" height="400" style="border:0" loading="lazy" referrerpolicy="no-referrer-when-downgrade" title="Mapa"></iframe>`;
    const link = `<a href="https://www.google.com/maps/search/?api=1&query=${query}">Como chegar</a>`;
    return {
      pt: [
        'Incorpore o mapa na página de contato (confira se a busca encontra o endereço certo; se não, use o endereço completo):',
        iframe,
        'Adicione um link de rota no rodapé:',
        link,
      ],
      en: [
        'Embed the map on the contact page (check that the search finds the right address; if not, use the full address):',
        iframe,
        'Add a directions link to the footer:',
        link,
      ],
    };
  },
  businessImpact: {
    pt: 'Facilita a visita presencial e reduz ligações só para pedir o endereço.',
    en: 'Makes in-person visits easier and cuts calls made only to ask for the address.',
  },
  estimatedROI: {
    pt: 'Esforço mínimo; retorno maior para negócios que recebem clientes no local. O iframe com loading="lazy" não atrasa o carregamento inicial.',
    en: 'Minimal effort; the return is higher for businesses that receive customers on site. The iframe with loading="lazy" does not delay the initial load.',
  },
};
