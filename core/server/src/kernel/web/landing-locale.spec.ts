import { describe, expect, it } from 'vitest';
import { landingLocaleOf } from './landing-locale.js';

const request = (query: Record<string, string>, headers: Record<string, string> = {}) => ({ query, headers });

describe('landingLocaleOf', () => {
  it('gives visitors the landing page in their browser language, English only when it comes first', () => {
    expect(landingLocaleOf(request({}, { 'accept-language': 'en-US,en;q=0.9' }), 'otimiza_session')).toBe('en');
    expect(landingLocaleOf(request({}, { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' }), 'otimiza_session')).toBe('pt-BR');
    expect(landingLocaleOf(request({}), 'otimiza_session')).toBe('pt-BR');
  });

  it('follows the landing’s own language switch', () => {
    expect(landingLocaleOf(request({ lang: 'en' }, { 'accept-language': 'pt-BR' }), 'otimiza_session')).toBe('en');
    expect(landingLocaleOf(request({ lang: 'pt' }, { 'accept-language': 'en' }), 'otimiza_session')).toBe('pt-BR');
  });

  it('leaves signed-in users and the investor demo to the app', () => {
    expect(landingLocaleOf(request({}, { cookie: 'a=1; otimiza_session=abc' }), 'otimiza_session')).toBeNull();
    expect(landingLocaleOf(request({ 'pro-demo': 'true', investor: 'true' }), 'otimiza_session')).toBeNull();
  });
});
