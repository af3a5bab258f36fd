import { describe, expect, it } from 'vitest';
import { privacyPolicyLink } from './privacy-policy-link.js';

const page = 'https://doceria.com.br/';

describe('the privacy policy link', () => {
  it('is the link whose text names the policy, in Portuguese or English, before one whose address does', () => {
    const links = [
      { href: 'https://doceria.com.br/lgpd', text: 'Saiba mais' },
      { href: 'https://doceria.com.br/termos', text: 'Termos e Política de Privacidade' },
    ];
    expect(privacyPolicyLink(links, page)).toEqual(links[1]);
    expect(privacyPolicyLink([{ href: 'https://shop.com/legal', text: 'Privacy notice' }], page)?.href).toBe('https://shop.com/legal');
    expect(privacyPolicyLink([{ href: 'https://doceria.com.br/x', text: 'Proteção de Dados' }], page)?.href).toBe('https://doceria.com.br/x');
  });

  it('is found by its address when its text says nothing', () => {
    expect(privacyPolicyLink([{ href: 'https://doceria.com.br/institucional/prote%C3%A7%C3%A3o-de-dados', text: 'Clique' }], page)?.text).toBe('Clique');
    expect(privacyPolicyLink([{ href: 'https://doceria.com.br/lgpd', text: '' }], page)?.href).toBe('https://doceria.com.br/lgpd');
  });

  it('is never an e-mail, a script or an anchor on the same page', () => {
    expect(
      privacyPolicyLink(
        [
          { href: 'mailto:privacidade@doceria.com.br', text: 'privacidade@doceria.com.br' },
          { href: 'javascript:void(0)', text: 'Política de privacidade' },
          { href: 'https://doceria.com.br/#privacidade', text: 'Privacidade' },
          { href: 'https://doceria.com.br/contato', text: 'Contato' },
        ],
        page,
      ),
    ).toBeNull();
  });
});
