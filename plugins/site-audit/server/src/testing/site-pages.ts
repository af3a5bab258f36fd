import { frame, reais } from './page-frame.js';
import { type SiteCategory, type SitePage, type SitePost, type SiteProduct, type SiteStore, type TestSitePlan } from './site-plan.js';

/** The HTML of one listed page; `query` is the request's query string (a colour variant changes the heading). */
export function renderPage(page: SitePage, plan: TestSitePlan, origin: string, query: URLSearchParams): string {
  switch (page.kind) {
    case 'home':
      return home(plan);
    case 'about':
      return about();
    case 'contact':
      return contact();
    case 'privacy':
      return privacy();
    case 'careers':
      return careers();
    case 'products':
      return listing('Produtos', 'Todos os produtos da Casa Verde, do vaso ao adubo.', productCards(plan.products) + categoryLinks(plan.categories));
    case 'categories':
      return listing('Categorias', 'Encontre o que o seu jardim precisa por categoria.', categoryLinks(plan.categories));
    case 'blog':
      return listing('Blog da Casa Verde', 'Dicas de cultivo, rega e paisagismo da nossa equipe.', postLinks(plan.posts));
    case 'stores':
      return listing('Nossas lojas', 'Endereços e horários das lojas Casa Verde pelo Brasil.', storeLinks(plan.stores));
    case 'product':
      return product(page.product, plan, origin, query.get('cor'));
    case 'category':
      return category(page.category, plan);
    case 'post':
      return post(page.post, plan);
    case 'store':
      return store(page.store);
  }
}

// The photo in a card repeats the link's text, so it is decorative (empty alt).
const productCard = (product: SiteProduct) =>
  `<li><a href="${product.path}"><img src="${product.image}" alt="" width="180" height="135">` +
  `${product.name}</a> <span class="preco">${reais(product.price)}</span></li>`;
const productCards = (products: readonly SiteProduct[]) => `<ul class="grade">${products.map(productCard).join('')}</ul>`;
const categoryLinks = (categories: readonly SiteCategory[]) =>
  `<h2>Categorias</h2><ul>${categories.map((category) => `<li><a href="${category.path}">${category.name}</a></li>`).join('')}</ul>`;
const postLinks = (posts: readonly SitePost[]) => `<ul>${posts.map((post) => `<li><a href="${post.path}">${post.title}</a></li>`).join('')}</ul>`;
const storeLinks = (stores: readonly SiteStore[]) =>
  `<ul>${stores.map((store) => `<li><a href="${store.path}">${store.city} (${store.state})</a></li>`).join('')}</ul>`;

function listing(title: string, description: string, content: string): string {
  return frame({ title: `${title} | Casa Verde Jardinagem`, description, main: `<h1>${title}</h1><p>${description}</p>${content}` });
}

function home(plan: TestSitePlan): string {
  const newest = plan.products.slice(-2).reverse();
  const featured = [...newest, ...plan.products.slice(0, 4)];
  const latestPosts = plan.posts.slice(-3).reverse();
  return frame({
    title: 'Casa Verde Jardinagem | Plantas, vasos e ferramentas',
    description: 'Loja de jardinagem com plantas, vasos, adubos e ferramentas. Entrega em todo o Brasil e lojas em 12 cidades.',
    main:
      '<h1>Casa Verde Jardinagem</h1><p>Há vinte anos ajudamos você a cuidar de plantas em casas, varandas e apartamentos.</p>' +
      '<p><a href="/sobre?utm_source=home&amp;utm_medium=banner">Conheça a nossa história</a></p>' +
      `<h2>Novidades e destaques</h2>${productCards(featured)}` +
      `<h2>Do blog</h2>${postLinks(latestPosts)}` +
      '<p>Prefere folhear? Baixe o <a href="/catalogo.pdf">catálogo completo em PDF</a>.</p>',
  });
}

function about(): string {
  return frame({
    title: 'Sobre a Casa Verde Jardinagem',
    description: 'A história da Casa Verde, loja de jardinagem fundada em São Paulo em 2006, e a equipe que atende você.',
    main:
      '<h1>Sobre a Casa Verde</h1><p>Começamos em 2006 como um viveiro no bairro de Pinheiros e hoje temos lojas em doze cidades.</p>' +
      '<h2 id="equipe">Nossa equipe</h2><p>Agrônomos e paisagistas respondem às suas dúvidas na loja e pelo telefone.</p>',
  });
}

function contact(): string {
  return frame({
    title: 'Contato | Casa Verde Jardinagem',
    description: 'Fale com a Casa Verde Jardinagem por telefone, WhatsApp ou pelo formulário de contato.',
    main:
      '<h1>Contato</h1><p>Telefone e WhatsApp: (11) 3088-4521, de segunda a sábado, das 8h às 18h.</p>' +
      '<form id="formulario" action="/contato" method="post"><label for="nome">Nome</label><input id="nome" name="nome">' +
      '<label for="email">E-mail</label><input id="email" name="email" type="email">' +
      '<label for="mensagem">Mensagem</label><textarea id="mensagem" name="mensagem"></textarea><button type="submit">Enviar</button></form>',
  });
}

// No <title>: the page came from a legal-text plugin that writes its own head.
function privacy(): string {
  return frame({
    description: 'Como a Casa Verde Jardinagem trata os seus dados pessoais, conforme a LGPD.',
    main:
      '<h1>Política de privacidade</h1><p>Usamos os seus dados apenas para entregar pedidos e responder contatos, conforme a Lei 13.709/2018 (LGPD).</p>' +
      '<p>Para pedir a exclusão dos seus dados, escreva para privacidade@casaverde.example.</p>',
  });
}

function careers(): string {
  return frame({
    title: 'Trabalhe conosco | Casa Verde Jardinagem',
    description: 'Vagas abertas na Casa Verde Jardinagem: vendedores, jardineiros e paisagistas.',
    main: '<h1>Trabalhe conosco</h1><p>Envie o seu currículo para vagas@casaverde.example indicando a cidade de interesse.</p>',
  });
}

// The main photo has no alt: the shop's product template never filled it in.
function product(item: SiteProduct, plan: TestSitePlan, origin: string, colour: string | null): string {
  const related = [1, 2, 3].map((step) => plan.products[(item.index + step) % plan.products.length]!).filter((other) => other !== item);
  const variant = item.index === 0 ? `<p><a href="${item.path}?cor=azul">Também na cor azul</a></p>` : '';
  return frame({
    title: `${item.name} | Casa Verde Jardinagem`,
    description: `${item.summary} Compre ${item.name.toLowerCase()} na Casa Verde Jardinagem.`,
    canonical: origin + item.path,
    main:
      `<h1>${item.name}${colour ? ` — ${colour}` : ''}</h1><img src="${item.image}" width="480" height="360">` +
      `<p class="preco">${reais(item.price)}</p><p>${item.summary}</p>${variant}` +
      `<p>Categoria: <a href="${item.category.path}">${item.category.name}</a></p><button type="button">Adicionar ao carrinho</button>` +
      `<h2>Quem viu também levou</h2>${productCards(related)}`,
  });
}

const swatchColours: readonly (readonly [string, string])[] = [
  ['Verde', '#2f6b3a'],
  ['Terracota', '#b5542d'],
  ['Branco', '#f4f1ea'],
  ['Preto', '#1b1b1b'],
  ['Azul', '#2d5d8a'],
];

// The colour filter's swatches are 16 px squares 4 px apart: too small and too close to tap on a phone.
function category(item: SiteCategory, plan: TestSitePlan): string {
  const products = plan.products.filter((product) => product.category === item);
  const swatches = swatchColours
    .map(([name, colour]) => `<button type="button" class="cor" aria-label="${name}" style="background:${colour}"></button>`)
    .join('');
  return frame({
    title: `${item.name} | Casa Verde Jardinagem`,
    description: `${item.name} para casa e jardim com entrega em todo o Brasil. Veja preços e escolha o seu.`,
    main:
      `<h1>${item.name}</h1><h2>Filtrar por cor</h2><div class="cores">${swatches}</div>` +
      (products.length > 0 ? productCards(products) : '<p>Nenhum produto nesta linha por enquanto.</p>'),
  });
}

// No meta description: the blog template has no field for it.
function post(item: SitePost, plan: TestSitePlan): string {
  const cited = plan.products[item.index % plan.products.length]!;
  const previous = plan.posts[item.index - 1];
  const next = plan.posts[item.index + 1];
  const brokenLink = item.index === 0 ? '<p>Veja também o nosso <a href="/pagina-que-nao-existe">guia antigo de regas</a>.</p>' : '';
  return frame({
    title: `${item.title} | Blog Casa Verde`,
    main:
      `<article><h1>${item.title}</h1><img src="${item.image}" alt="Ilustração: ${item.title}" width="480" height="360">` +
      '<p>Plantas saudáveis dependem de luz, água e nutrientes na medida certa. Neste texto explicamos o passo a passo que usamos nas nossas lojas.</p>' +
      '<p>Observe as folhas: amareladas pedem menos água; murchas e secas, mais. Ajuste a rega à estação e ao tamanho do vaso.</p>' +
      `<p>Para começar, recomendamos <a href="${cited.path}?utm_source=blog&amp;utm_campaign=dicas">${cited.name}</a>.</p>${brokenLink}</article>` +
      `<nav aria-label="Outros textos do blog">${previous ? `<a href="${previous.path}">← ${previous.title}</a> ` : ''}${next ? `<a href="${next.path}">${next.title} →</a>` : ''}</nav>`,
  });
}

// No lang on <html>: the store pages come from an old store-locator template.
function store(item: SiteStore): string {
  const number = 100 + item.index * 37;
  return frame({
    title: `Casa Verde ${item.city} | Endereço e horário`,
    description: `Loja Casa Verde Jardinagem em ${item.city} (${item.state}): endereço, telefone e horário de funcionamento.`,
    lang: false,
    main:
      `<h1>Casa Verde em ${item.city}</h1><img src="/img/lojas/fachada.png" alt="Fachada da loja Casa Verde" width="320" height="180">` +
      `<p>${item.street}, ${number} — ${item.city} (${item.state})</p><p>Telefone: (11) 3000-${String(1000 + item.index).padStart(4, '0')}</p>` +
      '<p>Segunda a sábado, das 8h às 19h; domingos e feriados, das 9h às 14h.</p><p><a href="/contato">Fale com a loja</a></p>',
  });
}
