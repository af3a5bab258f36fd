import { describe, expect, it } from 'vitest';
import { extractPageLinks, hasNonHtmlExtension } from './page-links.js';

const pageUrl = 'https://loja.exemplo.com.br/produtos/camisa';

describe('extractPageLinks', () => {
  it('resolves links against <base>, keeps same-origin pages apart from files and other origins', () => {
    const html = `<html><head><title>  Camisa
      azul | Loja </title><base href="https://loja.exemplo.com.br/catalogo/"></head><body>
      <a href="meias">Meias</a>
      <a href="/sobre#equipe">Sobre</a>
      <a href="/sobre">Sobre de novo</a>
      <a href="/manual.PDF">Manual</a>
      <a href="/fotos/camisa.jpg">Foto</a>
      <a href="https://instagram.com/loja">Instagram</a>
      <a href="mailto:contato@loja.exemplo.com.br">E-mail</a>
      <a href="tel:+5511999999999">Telefone</a>
      <a href="javascript:void(0)">Abrir</a>
      <a href="/carrinho?utm_source=menu">Carrinho</a>
    </body></html>`;
    const links = extractPageLinks(html, pageUrl);
    expect(links.title).toBe('Camisa azul | Loja');
    expect(links.pageLinks).toEqual([
      'https://loja.exemplo.com.br/catalogo/meias',
      'https://loja.exemplo.com.br/sobre',
      'https://loja.exemplo.com.br/carrinho',
    ]);
    expect(links.files).toEqual(['https://loja.exemplo.com.br/manual.PDF', 'https://loja.exemplo.com.br/fotos/camisa.jpg']);
    expect(links.offOrigin).toEqual(['https://instagram.com/loja']);
  });

  it('skips rel=nofollow links only when asked to', () => {
    const html = '<a href="/login" rel="nofollow noopener">Entrar</a><a href="/ajuda">Ajuda</a>';
    expect(extractPageLinks(html, pageUrl).pageLinks).toEqual(['https://loja.exemplo.com.br/login', 'https://loja.exemplo.com.br/ajuda']);
    expect(extractPageLinks(html, pageUrl, { followNofollow: false }).pageLinks).toEqual(['https://loja.exemplo.com.br/ajuda']);
  });

  it('reads a same-origin canonical link, normalised, and ignores one on another origin', () => {
    const same = extractPageLinks('<link rel="Canonical" href="/produtos/camisa?utm_source=x#topo">', `${pageUrl}?cor=azul`);
    expect(same.canonical).toBe('https://loja.exemplo.com.br/produtos/camisa');
    const other = extractPageLinks('<link rel="canonical" href="https://outra-loja.com/camisa">', pageUrl);
    expect(other.canonical).toBeUndefined();
  });
});

describe('hasNonHtmlExtension', () => {
  it('knows documents, images, archives and feeds, not page paths', () => {
    for (const file of ['/a.pdf', '/b.JPG', '/c.png', '/d.zip', '/e.docx', '/sitemap.xml', '/f.xlsx']) {
      expect(hasNonHtmlExtension(`https://exemplo.com${file}`), file).toBe(true);
    }
    for (const path of ['/', '/sobre', '/pagina.html', '/index.php', '/v1.2/docs', '/.well-known']) {
      expect(hasNonHtmlExtension(`https://exemplo.com${path}`), path).toBe(false);
    }
  });
});
