/** The frame every page of the test site shares: head, header with the menu, footer with the discovery links. */

export interface PageFrame {
  /** Left out on purpose on one page (no `<title>` at all). */
  title?: string;
  /** Left out on purpose on blog posts. */
  description?: string;
  /** False on the store pages: their `<html>` has no `lang`. */
  lang?: boolean;
  /** Absolute address of the page's canonical link. */
  canonical?: string;
  robots?: string;
  main: string;
}

const style =
  'body{font-family:system-ui,sans-serif;margin:0;color:#1d2b1f;background:#fbfdf8;line-height:1.5}' +
  'header,footer{background:#2f6b3a;color:#fff;padding:12px 16px}header a,footer a{color:#fff}' +
  'nav a{display:inline-block;padding:12px 8px}main{max-width:960px;margin:auto;padding:16px}' +
  '.grade{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:16px;list-style:none;padding:0}' +
  '.cores{display:flex;gap:4px}.cor{width:14px;height:14px;padding:0;border:1px solid #1d2b1f}' +
  'img{max-width:100%;height:auto}.preco{font-weight:700;color:#2f6b3a}';

const header =
  '<header id="topo"><a href="/"><img src="/img/logo.png" alt="Casa Verde Jardinagem" width="120" height="40"></a>' +
  '<nav><a href="/">Início</a><a href="/produtos">Produtos</a><a href="/categorias">Categorias</a>' +
  '<a href="/blog">Blog</a><a href="/lojas">Lojas</a><a href="/sobre">Sobre</a><a href="/contato">Contato</a></nav></header>';

// The admin folder is linked as stores' back offices often are; robots.txt closes it.
const footer =
  '<footer><p><a href="/agenda?mes=2026-01">Agenda de oficinas</a> · <a href="/catalogo.pdf">Catálogo em PDF</a> · ' +
  '<a href="/trabalhe-conosco">Trabalhe conosco</a> · <a href="/politica-de-privacidade">Política de privacidade</a> · ' +
  '<a href="/contato#formulario">Fale conosco</a></p>' +
  '<p><a href="/admin/">Área restrita</a> · <a href="/sair">Sair</a> · <a href="#topo">Voltar ao topo</a></p>' +
  '<p>Casa Verde Jardinagem Ltda. · CNPJ 12.345.678/0001-90 · (11) 3088-4521</p></footer>';

export function frame(page: PageFrame): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    page.title === undefined ? '' : `<title>${page.title}</title>`,
    page.description === undefined ? '' : `<meta name="description" content="${page.description}">`,
    page.canonical === undefined ? '' : `<link rel="canonical" href="${page.canonical}">`,
    page.robots === undefined ? '' : `<meta name="robots" content="${page.robots}">`,
    `<style>${style}</style>`,
  ].join('');
  const html = page.lang === false ? '<html>' : '<html lang="pt-BR">';
  return `<!doctype html>\n${html}<head>${head}</head>\n<body>${header}\n<main>${page.main}</main>\n${footer}</body></html>\n`;
}

export const reais = (price: number) => `R$ ${price.toFixed(2).replace('.', ',')}`;
