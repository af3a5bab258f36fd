import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { planTestSite } from '../testing/index.js';
import { groupByRouteShape, type RouteGroup } from './index.js';

const shapesOf = (groups: RouteGroup[]) => Object.fromEntries(groups.map((group) => [group.shape, group.urls]));

describe('grouping by route shape', () => {
  it('finds the test site’s groups: its four templates and each one-off page alone', () => {
    for (const options of [{}, { pagesPerTemplate: 125 }]) {
      const plan = planTestSite(options);
      const expected = plan.groups.map((group) => ({ shape: group.shape, urls: [...group.paths] }));
      expect(groupByRouteShape(plan.pages)).toEqual(expected);
      const absolute = groupByRouteShape(plan.pages.map((path) => `https://casaverde.example${path}`));
      expect(absolute.map((group) => [group.shape, group.urls.length])).toEqual(expected.map((group) => [group.shape, group.urls.length]));
    }
  });

  it('names the parameters of an e-commerce site by what their values look like', () => {
    const origin = 'https://loja.example';
    const urls = [
      '/',
      '/carrinho',
      '/minha-conta',
      '/produto/123',
      '/produto/456',
      '/produto/7890',
      '/produto/123/avaliacoes',
      '/produto/456/avaliacoes',
      '/c/vasos',
      '/c/ferramentas',
      '/c/plantas',
      '/c/vasos/ceramica',
      '/c/vasos/plastico',
      '/c/plantas/suculentas',
      '/blog/2023/como-regar-suculentas',
      '/blog/2024/horta-em-apartamento',
      '/blog/2024/adubacao-organica',
      '/pedido/3f2504e0-4f89-11d3-9a0c-0305e82c3301',
      '/pedido/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
      '/pedido/novo',
      '/ofertas/2026-01-15',
      '/ofertas/2026-02-01',
      '/p/5f3c9a0b1e2d4c6f7a8b9c0d',
      '/p/a1b2c3d4e5f60718',
    ].map((path) => origin + path);
    expect(groupByRouteShape(urls).map((group) => [group.shape, group.urls.length])).toEqual([
      ['/', 1],
      ['/blog/:ano/:slug', 3],
      ['/c/:slug', 3],
      ['/c/:slug/:slug', 3],
      ['/carrinho', 1],
      ['/minha-conta', 1],
      ['/ofertas/:data', 2],
      ['/p/:id', 2],
      ['/pedido/:id', 2],
      ['/pedido/novo', 1],
      ['/produto/:id', 3],
      ['/produto/:id/avaliacoes', 2],
    ]);
  });

  it('calls numbers years only when every sibling is one, and reads dates in their usual forms', () => {
    const groups = shapesOf(
      groupByRouteShape([
        '/arquivo/2019',
        '/arquivo/2020',
        '/arquivo/2021',
        '/pedidos/1999',
        '/pedidos/2005',
        '/pedidos/15',
        '/2023/05/post-sobre-rosas',
        '/2024/11/post-sobre-cactos',
        '/eventos/2026-03',
        '/eventos/2026-04',
        '/eventos/15-03-2026',
        '/noticias/3001',
        '/noticias/3002',
      ]),
    );
    expect(groups).toEqual({
      '/:ano/:id/:slug': ['/2023/05/post-sobre-rosas', '/2024/11/post-sobre-cactos'],
      '/arquivo/:ano': ['/arquivo/2019', '/arquivo/2020', '/arquivo/2021'],
      '/eventos/:data': ['/eventos/15-03-2026', '/eventos/2026-03', '/eventos/2026-04'],
      '/noticias/:id': ['/noticias/3001', '/noticias/3002'],
      '/pedidos/:id': ['/pedidos/15', '/pedidos/1999', '/pedidos/2005'],
    });
  });

  it('keeps the first segment literal for sections and one-off pages, up to 20 free-text siblings', () => {
    const nineteen = Array.from({ length: 19 }, (_, index) => `/pagina-${String.fromCharCode(97 + index)}`);
    expect(groupByRouteShape(nineteen).map((group) => group.shape)).toEqual([...nineteen].sort());
    const twenty = [...nineteen, '/pagina-z'];
    expect(groupByRouteShape(twenty)).toEqual([{ shape: '/:slug', urls: [...twenty].sort() }]);
    // The sections under which the templates live stay apart even when their shapes match.
    expect(groupByRouteShape(['/blog/a', '/blog/b', '/dicas/c', '/dicas/d']).map((group) => group.shape)).toEqual(['/blog/:slug', '/dicas/:slug']);
  });

  it('needs two distinct values for a parameter: one page, or one page in several forms, stays literal', () => {
    expect(groupByRouteShape([])).toEqual([]);
    expect(groupByRouteShape(['https://casaverde.example'])).toEqual([{ shape: '/', urls: ['https://casaverde.example'] }]);
    expect(groupByRouteShape(['/sobre'])).toEqual([{ shape: '/sobre', urls: ['/sobre'] }]);
    expect(groupByRouteShape(['/produtos/vaso', '/produtos/vaso?cor=azul', '/produtos/vaso#fotos'])).toEqual([
      { shape: '/produtos/vaso', urls: ['/produtos/vaso', '/produtos/vaso#fotos', '/produtos/vaso?cor=azul'] },
    ]);
  });

  it('ignores trailing slashes, empty segments, query strings, fragments and hosts, and drops repeated addresses', () => {
    const urls = ['/produtos/a/', '/produtos//b', '/produtos/c?utm_source=x', 'https://outra.example/produtos/d#topo', '/produtos/a/', '/'];
    expect(groupByRouteShape(urls)).toEqual([
      { shape: '/', urls: ['/'] },
      { shape: '/produtos/:slug', urls: ['/produtos//b', '/produtos/a/', '/produtos/c?utm_source=x', 'https://outra.example/produtos/d#topo'] },
    ]);
  });

  it('decodes escaped segments, whatever the case of the escapes, and keeps undecodable ones as written', () => {
    expect(shapesOf(groupByRouteShape(['/produtos/p%C3%A3o-de-queijo', '/produtos/caf%C3%A9']))).toEqual({
      '/produtos/:slug': ['/produtos/caf%C3%A9', '/produtos/p%C3%A3o-de-queijo'],
    });
    expect(shapesOf(groupByRouteShape(['/promo%C3%A7%C3%B5es', '/promo%c3%a7%c3%b5es', '/promoções']))).toEqual({
      '/promoções': ['/promo%C3%A7%C3%B5es', '/promo%c3%a7%c3%b5es', '/promoções'],
    });
    expect(groupByRouteShape(['/busca/caf%E9']).map((group) => group.shape)).toEqual(['/busca/caf%E9']);
    expect(groupByRouteShape(['/arquivos/a%2Fb']).map((group) => group.shape)).toEqual(['/arquivos/a%2Fb']);
  });

  it('gives the same groups whatever the input order', () => {
    const pages = [...planTestSite().pages];
    expect(groupByRouteShape([...pages].reverse())).toEqual(groupByRouteShape(pages));
  });

  it('groups 1 000 addresses of a real-sized shop in well under a second', () => {
    const urls = [
      ...Array.from({ length: 600 }, (_, index) => `https://loja.example/produtos/produto-numero-${index}`),
      ...Array.from({ length: 300 }, (_, index) => `https://loja.example/blog/${2010 + (index % 15)}/texto-${index}`),
      ...Array.from({ length: 90 }, (_, index) => `https://loja.example/pedidos/${100_000 + index}`),
      ...['/sobre', '/contato', '/trocas', '/frete', '/faq', '/lojas', '/blog', '/produtos', '/pedidos', '/'].map((path) => `https://loja.example${path}`),
    ];
    const started = performance.now();
    const groups = groupByRouteShape(urls);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(groups).toHaveLength(13);
    expect(groups.filter((group) => group.urls.length > 1).map((group) => [group.shape, group.urls.length])).toEqual([
      ['/blog/:ano/:slug', 300],
      ['/pedidos/:id', 90],
      ['/produtos/:slug', 600],
    ]);
  });
});
