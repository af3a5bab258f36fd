import { describe, expect, it } from 'vitest';
import { detectTechnologies, type DetectedTechnology } from './detect-technologies.js';

const page = (head: string, body = '<p>Olá</p>') =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Teste</title>${head}</head><body>${body}</body></html>`;
const byName = (technologies: DetectedTechnology[], name: string) => technologies.find((technology) => technology.name === name);

describe('detectTechnologies', () => {
  it('finds WordPress from its meta generator, with the version and the technologies it implies', () => {
    const technologies = detectTechnologies({ html: page('<meta name="generator" content="WordPress 6.4.2">'), url: 'https://exemplo.com.br/' });
    expect(byName(technologies, 'WordPress')).toEqual({ name: 'WordPress', categories: expect.arrayContaining(['CMS']), version: '6.4.2', confidence: 100 });
    expect(byName(technologies, 'PHP')).toBeDefined();
  });

  it('finds WordPress from its theme stylesheet (a DOM rule)', () => {
    const technologies = detectTechnologies({
      html: page(`<link rel='stylesheet' href='https://exemplo.com.br/wp-content/themes/astra/style.css'>`),
      url: 'https://exemplo.com.br/',
    });
    expect(byName(technologies, 'WordPress')).toMatchObject({ version: null });
  });

  it('finds jQuery from its script address, with the version', () => {
    const technologies = detectTechnologies({
      html: page('<script src="https://code.jquery.com/jquery-3.7.1.min.js"></script>'),
      url: 'https://exemplo.com.br/',
    });
    expect(byName(technologies, 'jQuery')).toEqual({ name: 'jQuery', categories: ['JavaScript libraries'], version: '3.7.1', confidence: 100 });
  });

  it('finds Google Analytics from the gtag snippet', () => {
    const head = `<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ"></script><script>window.dataLayer = window.dataLayer || []; function gtag(){dataLayer.push(arguments);} gtag('js', new Date()); gtag('config', 'G-ABC123XYZ');</script>`;
    const analytics = byName(detectTechnologies({ html: page(head), url: 'https://exemplo.com.br/' }), 'Google Analytics');
    expect(analytics).toMatchObject({ categories: ['Analytics'] });
    expect(analytics!.version).toBe('GA4');
  });

  it('finds Bootstrap from its stylesheet and script, with the version', () => {
    const head =
      '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/css/bootstrap.min.css"><script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js"></script>';
    expect(byName(detectTechnologies({ html: page(head), url: 'https://exemplo.com.br/' }), 'Bootstrap')).toMatchObject({
      categories: ['UI frameworks'],
      version: '5.3.3',
    });
  });

  it('reads the response headers and cookies', () => {
    const technologies = detectTechnologies({
      html: page(''),
      url: 'https://exemplo.com.br/',
      headers: { Server: 'nginx/1.24.0', 'X-Powered-By': 'PHP/8.2.12', 'Set-Cookie': ['PHPSESSID=abc123; path=/'] },
    });
    expect(byName(technologies, 'Nginx')).toMatchObject({ version: '1.24.0' });
    expect(byName(technologies, 'PHP')).toMatchObject({ version: '8.2.12' });
  });

  it('finds nothing on a plain page', () => {
    expect(detectTechnologies({ html: page('', '<h1>Padaria</h1><p>Pães frescos todos os dias.</p>'), url: 'https://exemplo.com.br/' })).toEqual([]);
  });
});
