import { describe, expect, it } from 'vitest';
import { doceriaPage } from '../../testing/doceria-page.js';
import { understandPage } from './understand-page.js';
import { viewPage } from './page-view.js';

describe('understandPage', () => {
  it('reads a small-business page titled "Home": name from the logo, sector from its words, the address bounded and split', () => {
    expect(understandPage(viewPage(doceriaPage.html, doceriaPage.url))).toEqual({
      businessName: 'Doceria Sabor de Minas',
      businessTypeId: 'confectionery',
      sectorId: 'food',
      location: 'Belo Horizonte, MG',
      address: {
        streetAddress: 'Rua Fernandes Tourinho, 450 - Savassi',
        addressLocality: 'Belo Horizonte',
        addressRegion: 'MG',
        postalCode: '30112-000',
        addressCountry: 'BR',
      },
      phone: '(31) 99999-0000',
      language: 'pt-BR',
    });
  });

  it('takes the name from the copyright line when there is no logo, never from a generic title or the host', () => {
    const html =
      '<html><head><title>Início | 127.0.0.1</title></head><body><h1>Bem-vindo</h1><footer>© 2019–2024 Clínica Sorriso Ltda. CNPJ 00.000.000/0001-00</footer></body></html>';
    expect(understandPage(viewPage(html, 'http://127.0.0.1:8080/')).businessName).toBe('Clínica Sorriso');
    expect(understandPage(viewPage('<html><head><title>Home</title></head><body><p>oi</p></body></html>', 'http://127.0.0.1:8080/')).businessName).toBeNull();
  });
});
