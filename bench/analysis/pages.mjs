// Pages of the kinds a small Brazilian business publishes, served on loopback for the benchmark.
import { createServer } from 'node:http';

export const pages = {
  '/padaria': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Padaria Pão Quente | Pães artesanais em Campinas</title><meta name="description" content="Pães artesanais, bolos e cafés feitos todos os dias na Padaria Pão Quente, no centro de Campinas.">
<style>body{font-family:sans-serif;margin:0}header,main,footer{padding:16px}</style></head>
<body><header><h1>Padaria Pão Quente</h1></header><main><h2>Nossos pães</h2><p>Fermentação natural, 24 horas.</p>
<ul>${Array.from({ length: 30 }, (_, i) => `<li>Pão número ${i + 1} — R$ ${(5 + i * 0.5).toFixed(2).replace('.', ',')}</li>`).join('')}</ul></main>
<footer><p>Rua das Flores, 123 — Campinas/SP — (19) 3232-1234</p></footer></body></html>`,
  '/loja': `<html><head><title>Loja</title><script>for(let i=0;i<3e6;i++){}</script></head><body><h3>Ofertas</h3>
${Array.from({ length: 12 }, (_, i) => `<div><img src="/img/${i}.svg"><a href="#">clique aqui</a><input type="text"></div>`).join('')}</body></html>`,
  '/clinica': `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Clínica Sorriso</title></head><body>
<h1>Clínica Sorriso</h1><h4>Tratamentos</h4><p>${'Odontologia completa para toda a família. '.repeat(40)}</p><a href="tel:+5581998765432">Ligue</a></body></html>`,
};

export const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#3B82F6"/></svg>';

/** Serves `pages` (and the SVG images of /loja) on a loopback port; resolves with its base URL. */
export async function startBenchSite() {
  const site = createServer((req, res) => {
    if (req.url?.startsWith('/img/')) return res.writeHead(200, { 'Content-Type': 'image/svg+xml' }).end(svg);
    const page = pages[req.url ?? ''];
    if (!page) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${site.address().port}`, close: () => site.close() };
}
