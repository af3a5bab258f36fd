import { landingSupportEmailPlaceholder } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { withSupportEmail } from './landing-support.js';

const footer = `<nav><a href="/terms">Termos de Uso</a><a href="mailto:${landingSupportEmailPlaceholder}" data-support-email="" style="color:#F8FAFC">Suporte: <!-- -->${landingSupportEmailPlaceholder}</a></nav>`;

describe('the landing page’s support e-mail', () => {
  it('is the configured address, escaped', () => {
    expect(withSupportEmail(footer, 'ajuda@empresa.com.br')).toBe(
      '<nav><a href="/terms">Termos de Uso</a><a href="mailto:ajuda@empresa.com.br" data-support-email="" style="color:#F8FAFC">Suporte: <!-- -->ajuda@empresa.com.br</a></nav>',
    );
    expect(withSupportEmail(footer, 'a&b@x.com')).toContain('mailto:a&amp;b@x.com');
    expect(withSupportEmail(footer, 'a$&b$$c$`@x.com')).toContain('mailto:a$&amp;b$$c$`@x.com" data-support-email');
  });

  it('is left out, link and all, when none is configured', () => {
    expect(withSupportEmail(footer, null)).toBe('<nav><a href="/terms">Termos de Uso</a></nav>');
  });
});
