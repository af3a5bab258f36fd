import { type BasePost, type BaseStore, baseCategories, basePosts, baseProducts, baseStores } from './catalogue.js';

export interface TestSiteOptions {
  /**
   * Instances of each of the four templates (products, blog posts, categories, stores). Unset: 24 products, 16 posts,
   * 8 categories and 12 stores (69 pages). Past the fixed catalogue, instances repeat it with a numbered suffix
   * (`vaso-ceramica-modelo-2`), so 125 gives a 509-page site.
   */
  pagesPerTemplate?: number;
  /** `Crawl-delay` in robots.txt, in seconds; 0 leaves the line out. Default 1. */
  crawlDelaySeconds?: number;
  /** Addresses added as they are to the pages sitemap (e.g. a private address a discovery must refuse). */
  sitemapExtraUrls?: readonly string[];
}

export interface SiteCategory {
  path: string;
  slug: string;
  name: string;
}

export interface SiteProduct {
  path: string;
  slug: string;
  name: string;
  price: number;
  summary: string;
  category: SiteCategory;
  image: string;
  /** Position in the catalogue, for deterministic colours and dates. */
  index: number;
}

export interface SitePost extends BasePost {
  path: string;
  image: string;
  index: number;
}

export interface SiteStore extends BaseStore {
  path: string;
  index: number;
}

export interface OneOffPage {
  kind: 'home' | 'about' | 'contact' | 'privacy' | 'careers' | 'products' | 'categories' | 'blog' | 'stores';
}

export type SitePage =
  | OneOffPage
  | { kind: 'product'; product: SiteProduct }
  | { kind: 'category'; category: SiteCategory }
  | { kind: 'post'; post: SitePost }
  | { kind: 'store'; store: SiteStore };

/** Pages of one route: the shape `groupByRouteShape` should give them, and the site's own name for the route. */
export interface TestSiteGroup {
  /** As a grouping by address names it: every free-text parameter is `:slug`. */
  shape: string;
  /** As the site names it (`/lojas/:cidade`); a one-off page's own path. */
  route: string;
  paths: readonly string[];
}

export interface TestSitePlan {
  products: readonly SiteProduct[];
  categories: readonly SiteCategory[];
  posts: readonly SitePost[];
  stores: readonly SiteStore[];
  /** Every HTML page a correct crawler finds: home, one-off pages, template instances; no trap, admin, redirect or duplicate. */
  pages: readonly string[];
  /** Pages in no sitemap: reachable only by following links. */
  linkOnlyPages: readonly string[];
  /** What the two child sitemaps list (paths; the files carry absolute addresses). */
  sitemapPaths: { pages: readonly string[]; products: readonly string[] };
  /** Every page in exactly one group, ordered by shape, paths sorted. */
  groups: readonly TestSiteGroup[];
  pageAt: ReadonlyMap<string, SitePage>;
}

/** The four templates, as the site routes them and as a grouping by address names them. */
export const testSiteTemplates = [
  { route: '/blog/:slug', shape: '/blog/:slug' },
  { route: '/categorias/:slug', shape: '/categorias/:slug' },
  { route: '/lojas/:cidade', shape: '/lojas/:slug' },
  { route: '/produtos/:slug', shape: '/produtos/:slug' },
] as const;

const defaultCounts = { products: 24, posts: 16, categories: 8, stores: 12 };
const oneOffPages: readonly (readonly [string, OneOffPage['kind']])[] = [
  ['/', 'home'],
  ['/sobre', 'about'],
  ['/contato', 'contact'],
  ['/politica-de-privacidade', 'privacy'],
  ['/trabalhe-conosco', 'careers'],
  ['/produtos', 'products'],
  ['/categorias', 'categories'],
  ['/blog', 'blog'],
  ['/lojas', 'stores'],
];
const oneOffsOutsideSitemaps = ['/contato', '/politica-de-privacidade', '/trabalhe-conosco'];
/** The newest products and post, linked from the home and the listings before any sitemap names them. */
const newestProductsOutsideSitemaps = 2;
const newestPostsOutsideSitemaps = 1;
const smallestTemplate = newestProductsOutsideSitemaps + 1;

/** The `index`-th instance of a fixed list: its item and, past the list, the numbered round it repeats in (2, 3…). */
function instanceOf<T>(base: readonly T[], index: number): { item: T; round: number } {
  return { item: base[index % base.length]!, round: Math.floor(index / base.length) + 1 };
}

const suffixed = (slug: string, word: string, round: number) => (round === 1 ? slug : `${slug}-${word}-${round}`);
const labelled = (name: string, word: string, round: number) => (round === 1 ? name : `${name} (${word} ${round})`);

function templateCounts(pagesPerTemplate: number | undefined) {
  if (pagesPerTemplate === undefined) return defaultCounts;
  if (!Number.isInteger(pagesPerTemplate) || pagesPerTemplate < smallestTemplate) {
    throw new RangeError(`pagesPerTemplate must be an integer of at least ${smallestTemplate}, got ${pagesPerTemplate}`);
  }
  return { products: pagesPerTemplate, posts: pagesPerTemplate, categories: pagesPerTemplate, stores: pagesPerTemplate };
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The whole site, computed from the options alone: the same options give the same site, byte for byte. */
export function planTestSite(options: Pick<TestSiteOptions, 'pagesPerTemplate'> = {}): TestSitePlan {
  const counts = templateCounts(options.pagesPerTemplate);

  const categories: SiteCategory[] = Array.from({ length: counts.categories }, (_, index) => {
    const { item, round } = instanceOf(baseCategories, index);
    const slug = suffixed(item.slug, 'linha', round);
    return { path: `/categorias/${slug}`, slug, name: labelled(item.name, 'linha', round) };
  });

  const products: SiteProduct[] = Array.from({ length: counts.products }, (_, index) => {
    const { item, round } = instanceOf(baseProducts, index);
    const slug = suffixed(item.slug, 'modelo', round);
    // A repeated product goes to the matching category of its round, so numbered categories list products too.
    const baseCategory = baseCategories.findIndex((category) => category.slug === item.categorySlug);
    const category = categories[(baseCategory + baseCategories.length * (round - 1)) % categories.length]!;
    return {
      path: `/produtos/${slug}`,
      slug,
      name: labelled(item.name, 'modelo', round),
      price: Math.round((item.price + 5 * (round - 1)) * 100) / 100,
      summary: item.summary,
      category,
      image: `/img/produtos/${slug}.svg`,
      index,
    };
  });

  const posts: SitePost[] = Array.from({ length: counts.posts }, (_, index) => {
    const { item, round } = instanceOf(basePosts, index);
    const slug = suffixed(item.slug, 'parte', round);
    return { slug, title: labelled(item.title, 'parte', round), path: `/blog/${slug}`, image: `/img/blog/${slug}.svg`, index };
  });

  const stores: SiteStore[] = Array.from({ length: counts.stores }, (_, index) => {
    const { item, round } = instanceOf<BaseStore>(baseStores, index);
    const slug = suffixed(item.slug, 'unidade', round);
    return { ...item, slug, city: labelled(item.city, 'unidade', round), path: `/lojas/${slug}`, index };
  });

  const pageAt = new Map<string, SitePage>();
  for (const [path, kind] of oneOffPages) pageAt.set(path, { kind });
  for (const product of products) pageAt.set(product.path, { kind: 'product', product });
  for (const post of posts) pageAt.set(post.path, { kind: 'post', post });
  for (const category of categories) pageAt.set(category.path, { kind: 'category', category });
  for (const store of stores) pageAt.set(store.path, { kind: 'store', store });
  const pages = [...pageAt.keys()];

  const newestProducts = products.slice(-newestProductsOutsideSitemaps).map((product) => product.path);
  const newestPosts = posts.slice(-newestPostsOutsideSitemaps).map((post) => post.path);
  const linkOnlyPages = [...oneOffsOutsideSitemaps, ...newestProducts, ...newestPosts];
  const sitemapProducts = products.map((product) => product.path).filter((path) => !newestProducts.includes(path));
  const sitemapPages = pages.filter((path) => !path.startsWith('/produtos/') && !linkOnlyPages.includes(path));

  const templateGroups: TestSiteGroup[] = testSiteTemplates.map(({ route, shape }) => {
    const folder = route.slice(0, route.lastIndexOf('/') + 1);
    return { route, shape, paths: pages.filter((path) => path.startsWith(folder)).sort(byCodeUnits) };
  });
  const oneOffGroups: TestSiteGroup[] = oneOffPages.map(([path]) => ({ route: path, shape: path, paths: [path] }));
  const groups = [...oneOffGroups, ...templateGroups].sort((a, b) => byCodeUnits(a.shape, b.shape));

  return {
    products,
    categories,
    posts,
    stores,
    pages,
    linkOnlyPages,
    sitemapPaths: { pages: sitemapPages, products: sitemapProducts },
    groups,
    pageAt,
  };
}
