import { createServer, type Server } from 'node:http';

const pages: Record<string, string> = {
  '/padaria': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente | Pães artesanais em Campinas</title><meta name="description" content="Pães artesanais, bolos e cafés feitos todos os dias na Padaria Pão Quente, no centro de Campinas. Encomendas pelo telefone (19) 3232-1234.">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Bakery","name":"Padaria Pão Quente","address":{"@type":"PostalAddress","addressLocality":"Campinas","addressRegion":"SP"}}</script>
</head><body><main><h1>Padaria Pão Quente</h1><p>Pães fresquinhos todas as manhãs.</p><a href="/contato">Fale conosco</a></main></body></html>`,
  '/imagem-privada': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Imagem</title></head>
<body><h1>Foto</h1><img src="http://10.0.0.9/foto.png" alt="foto" width="10" height="10"><img src="http://169.254.169.254/latest/meta-data/x.png" alt="meta" width="10" height="10"></body></html>`,
  '/sem-cuidado': `<html><head><title>x</title></head><body><h3>Loja</h3><img src="/foto.png"><a href="#">clique aqui</a><input type="text"></body></html>`,
};

/** A static site on loopback with pages of known defects, for real audits. */
export async function startSampleSite(): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/lenta') return void setTimeout(() => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html><body>tarde</body></html>'), 30_000);
    if (path === '/to-metadata') return res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end();
    // A query names another address of the same page, with a Lighthouse recording of its own.
    const page = pages[path.split('?')[0]!];
    if (!page) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
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
