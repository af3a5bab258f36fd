import { createServer, type Server } from 'node:http';

/** A Brazilian bakery's page: WordPress and jQuery, pt-BR, R$ prices, CNPJ, LGPD policy, WhatsApp, Pix. */
const padaria = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="WordPress 6.4.2">
<title>Padaria Pão Dourado | Pães artesanais em Campinas</title>
<meta name="description" content="Pães artesanais, bolos e cafés feitos todos os dias na Padaria Pão Dourado, no centro de Campinas.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Padaria Pão Dourado","telephone":"+55 19 3232-1234",
"address":{"@type":"PostalAddress","streetAddress":"Rua Barão de Jaguara, 900","addressLocality":"Campinas","addressRegion":"SP","postalCode":"13015-001","addressCountry":"BR"}}</script>
<script src="/js/jquery-3.6.0.min.js"></script>
</head><body><main><h1>Padaria Pão Dourado</h1>
<p>Pães fresquinhos todas as manhãs, com fermentação natural e farinha de moinhos da região de Campinas.</p>
<h2>Nossos pães</h2><p>Pão italiano a R$ 18,90 e baguete a R$ 9,50, assados às 6h e às 16h todos os dias.</p>
<h2>Encomendas para festas</h2><p>Bolos e salgados para aniversários e eventos, com entrega em toda a cidade de Campinas.</p>
<p>Pagamento por Pix, cartão ou boleto bancário para empresas.</p>
<a href="https://wa.me/5519932321234">Peça pelo WhatsApp</a> <a href="tel:+551932321234">+55 19 3232-1234</a>
</main><footer><a href="/politica-de-privacidade">Política de Privacidade</a> CNPJ 11.222.333/0001-81</footer></body></html>`;

/** A careful competitor: complete head, labelled images, fast. */
const concorrenteBom = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Panificadora Bom Grão | Padaria em Campinas</title>
<meta name="description" content="Panificadora Bom Grão: pães, bolos e cafés da manhã no bairro Cambuí, em Campinas, com entrega e encomendas para eventos.">
<link rel="icon" href="data:,"></head><body><main><h1>Panificadora Bom Grão</h1><p>Pães e bolos todos os dias no Cambuí.</p>
<h2>Contato</h2><p><a href="/contato">Ver endereço e horários</a></p></main></body></html>`;

/** A careless competitor: no lang, no description, unlabelled image and field, a vague link. */
const concorrenteFraco = `<html><head><title>x</title></head><body><h3>Loja</h3><img src="/foto.png"><a href="#">clique aqui</a><input type="text"></body></html>`;

const pages: Record<string, { type: string; body: string }> = {
  '/padaria': { type: 'text/html; charset=utf-8', body: padaria },
  '/concorrente-bom': { type: 'text/html; charset=utf-8', body: concorrenteBom },
  '/concorrente-fraco': { type: 'text/html; charset=utf-8', body: concorrenteFraco },
  '/js/jquery-3.6.0.min.js': { type: 'application/javascript', body: '/*! jQuery v3.6.0 | (c) OpenJS Foundation */window.jQuery=window.$=function(){};' },
};

/** The AI tools' test pages on loopback (audits need ALLOW_PRIVATE_TARGETS=true). */
export async function startLoopbackSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const page = pages[req.url ?? '/'];
    if (!page) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'Content-Type': page.type, 'Cache-Control': 'max-age=3600' }).end(page.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
