import { describe, expect, it } from 'vitest';
import { contentTypeOf, loadDemoSiteFiles, sitePathOf } from './demo-site-files.js';
import { demoSites, demoVersions } from './demo-sites.js';

/** Addresses a page loads by itself (scripts, images, icons, stylesheets), not the links a visitor may follow. */
function loadedReferences(html: string): string[] {
  const references: string[] = [];
  for (const match of html.matchAll(/<(img|script|link)\b[^>]*>/gi)) {
    const tag = match[0];
    if (/^<link/i.test(tag) && !/rel="(icon|stylesheet|preload|manifest)"/i.test(tag)) continue;
    const address = tag.match(/\b(?:src|href)="([^"]+)"/i)?.[1];
    if (address) references.push(address);
  }
  return references;
}

describe('demo site files', () => {
  it('names files by extension and serves them at their path', () => {
    expect(contentTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('imagens/vitrine.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('favicon.ico')).toBe('image/x-icon');
    expect(contentTypeOf('dados.bin')).toBe('application/octet-stream');
    expect(sitePathOf('imagens/vitrine.jpg')).toBe('/imagens/vitrine.jpg');
  });

  describe.each(demoSites.map((site) => [site.slug, site] as const))('%s', (_, site) => {
    it.each(demoVersions.map((version) => version.id))(
      '%s: a page, robots.txt and a favicon, everything it loads bundled, nothing from elsewhere',
      async (version) => {
        const files = await loadDemoSiteFiles(site.slug, version);
        expect(files['/index.html']!.contentType).toBe('text/html; charset=utf-8');
        expect(files['/robots.txt']!.body).toMatch(/^User-agent: \*/m);
        expect(files['/favicon.ico']).toMatchObject({ contentType: 'image/x-icon', encoding: 'base64' });
        const html = files['/index.html']!.body;
        for (const reference of loadedReferences(html)) {
          const url = new URL(reference, site.url);
          expect(url.origin, `${reference} in ${site.slug} ${version}`).toBe(new URL(site.url).origin);
          expect(files[url.pathname], `${reference} in ${site.slug} ${version}`).toBeDefined();
        }
      },
    );
  });

  it('tells the versions apart: v1 neglected, v3 well done', async () => {
    for (const site of demoSites) {
      const v1 = (await loadDemoSiteFiles(site.slug, 'v1'))['/index.html']!.body;
      const v3 = (await loadDemoSiteFiles(site.slug, 'v3'))['/index.html']!.body;
      expect(v1).not.toMatch(/<meta name="description"/);
      expect(v1).not.toMatch(/<html lang=/);
      expect(v1).toMatch(/<img src="[^"]+">/);
      expect(v1.toLowerCase()).toContain('clique aqui');
      expect(v3).toMatch(/<meta name="description"/);
      expect(v3).toMatch(/<html lang="pt-BR">/);
      expect(v3).toContain(`<link rel="canonical" href="${site.url}">`);
      expect(v3).not.toMatch(/<img(?![^>]*\balt=)[^>]*>/);
    }
  });
});
