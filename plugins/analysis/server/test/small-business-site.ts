import { createServer, type Server } from 'node:http';

const picture = (width: number, height: number, colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${colour}"/></svg>`;

/** Pages with the usual defects of small-business sites, each loading its own script, style and images. */
export const smallBusinessPages: Record<string, string> = {
  '/salao': `<html><head><meta charset="utf-8"><title>Salão Bela Flor</title>
<link rel="stylesheet" href="/css/salao.css"><script src="/js/app.js"></script></head>
<body><div class="topo"><img src="/img/logo-bela-flor.svg"><button class="btn icon-menu"></button></div>
<h1>Salão Bela Flor</h1>
<h3>Cortes, escova e coloração em Pinheiros</h3>
<p>O Salão Bela Flor cuida do seu cabelo há mais de quinze anos, com cortes femininos e masculinos, escova progressiva, coloração e tratamentos de hidratação.</p>
<p>Atendemos de terça a sábado, das 9h às 19h, na Rua dos Pinheiros, 870 - São Paulo. Telefone (11) 3088-4521.</p>
<img src="/img/salao-interior.svg"><img src="/img/escova-progressiva.svg"><img src="/img/coloracao.svg">
<p>Quer conhecer os nossos preços? <a href="/precos">clique aqui</a></p>
<form action="/newsletter"><input type="email" name="email"><input type="text" name="nome"><button type="submit"></button></form>
<script>window.__inlineRan = (window.__inlineRan || 0) + 1;</script>
</body></html>`,
  // The salon's page with the full theme of a bought template, mostly unused: a render-blocking stylesheet whose
  // savings Lighthouse finds from its bytes alone, so the page has performance opportunities however busy the machine.
  '/salao-tema': `<html><head><meta charset="utf-8"><title>Salão Bela Flor</title>
<link rel="stylesheet" href="/css/tema-completo.css"><script src="/js/app.js"></script></head>
<body><div class="topo"><img src="/img/logo-bela-flor.svg"><button class="btn icon-menu"></button></div>
<h1>Salão Bela Flor</h1>
<p>O Salão Bela Flor cuida do seu cabelo há mais de quinze anos, com cortes femininos e masculinos, escova progressiva, coloração e tratamentos de hidratação.</p>
<img src="/img/salao-interior.svg"><img src="/img/coloracao.svg">
<p>Quer conhecer os nossos preços? <a href="/precos">clique aqui</a></p>
</body></html>`,
  '/oficina': `<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">
<title></title><link rel="stylesheet" href="/css/oficina.css"></head>
<body><h2>Auto Center Rodovia</h2>
<h4>Mecânica geral, freios e suspensão</h4>
<p>Revisão completa do seu carro com peças originais e garantia de seis meses. Fazemos alinhamento, balanceamento, troca de óleo e diagnóstico eletrônico no mesmo dia.</p>
<img src="/img/oficina-fachada.svg"><img src="/img/elevador.svg"><img src="/img/pneus.svg">
<p><a href="/servicos">saiba mais</a> · <a href="javascript:void(0)">Orçamento</a></p>
<select name="servico"><option>Revisão</option><option>Freios</option></select><textarea name="mensagem"></textarea>
<script src="/js/app.js"></script>
</body></html>`,
  '/bakery': `<html><head><meta charset="utf-8"><title>Golden Crust Bakery</title><script src="/js/app.js"></script></head>
<body><h1>Golden Crust Bakery</h1><h3>Sourdough and pastries baked every morning</h3>
<p>We bake sourdough loaves, croissants and seasonal tarts every morning in our small kitchen on Main Street, using organic flour from local farms.</p>
<p>Open Monday to Saturday from 7am to 3pm. Order cakes for birthdays and weddings two days ahead.</p>
<img src="/img/sourdough-loaf.svg"><img src="/img/croissants.svg"><img src="/img/wedding-cake.svg">
<p><a href="/menu">click here</a> for the full menu.</p>
<input type="text" placeholder="Your email"><button><i class="icon-search"></i></button>
</body></html>`,
};

const assets: Record<string, { type: string; body: string }> = {
  '/css/salao.css': {
    type: 'text/css',
    body: 'body{font-family:sans-serif;color:#222;background:#fff;max-width:760px;margin:auto}img{max-width:100%;height:auto;display:block}',
  },
  '/css/oficina.css': {
    type: 'text/css',
    body: 'body{font-family:sans-serif;color:#111;background:#fff;max-width:760px;margin:auto}img{max-width:100%;height:auto}',
  },
  '/css/tema-completo.css': { type: 'text/css', body: fullTheme() },
  '/js/app.js': { type: 'text/javascript', body: 'window.__appRan = (window.__appRan || 0) + 1;' },
  '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  '/img/logo-bela-flor.svg': { type: 'image/svg+xml', body: picture(160, 60, '#d14d72') },
  '/img/salao-interior.svg': { type: 'image/svg+xml', body: picture(760, 420, '#e8c4b8') },
  '/img/escova-progressiva.svg': { type: 'image/svg+xml', body: picture(760, 420, '#b98b73') },
  '/img/coloracao.svg': { type: 'image/svg+xml', body: picture(760, 420, '#8e5b4b') },
  '/img/oficina-fachada.svg': { type: 'image/svg+xml', body: picture(760, 400, '#3a5a78') },
  '/img/elevador.svg': { type: 'image/svg+xml', body: picture(760, 400, '#6b7f8e') },
  '/img/pneus.svg': { type: 'image/svg+xml', body: picture(760, 400, '#222f3a') },
  '/img/sourdough-loaf.svg': { type: 'image/svg+xml', body: picture(760, 430, '#c68b59') },
  '/img/croissants.svg': { type: 'image/svg+xml', body: picture(760, 430, '#e0a96d') },
  '/img/wedding-cake.svg': { type: 'image/svg+xml', body: picture(760, 430, '#f4e1d2') },
};

export interface SmallBusinessSite {
  url: string;
  /** Paths requested since the last `clearRequests`, in order. */
  requests: string[];
  clearRequests(): void;
  close(): Promise<void>;
}

/** The pages above on loopback, logging every request (to compare what a page loads before and after fixing). */
export async function startSmallBusinessSite(): Promise<SmallBusinessSite> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    requests.push(path);
    const page = smallBusinessPages[path];
    if (page) return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    const asset = assets[path];
    if (asset) return void res.writeHead(200, { 'Content-Type': asset.type, 'Cache-Control': 'max-age=31536000' }).end(asset.body);
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    requests,
    clearRequests: () => void requests.splice(0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A template's whole theme, about 150 kB: 2 000 rules for components the page never uses. */
function fullTheme(): string {
  const rules = ['body{font-family:sans-serif;color:#222;background:#fff;max-width:760px;margin:auto}img{max-width:100%;height:auto;display:block}'];
  for (let index = 0; index < 2000; index++) {
    const shade = (index * 2654435761) % 0xffffff;
    rules.push(
      `.tema-secao-${index} .cartao-produto>.titulo{margin:${index % 24}px auto;padding:${index % 12}px ${index % 20}px;color:#${shade.toString(16).padStart(6, '0')};border-radius:${index % 9}px}`,
    );
  }
  return rules.join('\n');
}
