import { describe, expect, it } from 'vitest';
import { testPage } from '../../common/test-page.fixture.js';
import { whatsappContactCheck } from './whatsapp-contact.check.js';

const check = (body: string) => whatsappContactCheck(testPage(body));

describe('whatsapp-contact', () => {
  it('passes with wa.me, api.whatsapp.com and whatsapp:// links', () => {
    expect(check('<a href="https://wa.me/5511912345678">WhatsApp</a>')).toEqual({
      id: 'whatsapp-contact',
      found: true,
      evidence: 'https://wa.me/5511912345678',
    });
    expect(check('<a href="https://api.whatsapp.com/send?phone=5511912345678">Fale conosco</a>').found).toBe(true);
    expect(check('<a href="whatsapp://send?phone=5511912345678">App</a>').found).toBe(true);
  });

  it('fails when WhatsApp is only named, or linked to its home page', () => {
    expect(check('<p>Chame no WhatsApp: (11) 91234-5678</p><a href="https://www.whatsapp.com/">WhatsApp</a>')).toEqual({
      id: 'whatsapp-contact',
      found: false,
      evidence: null,
    });
  });
});
