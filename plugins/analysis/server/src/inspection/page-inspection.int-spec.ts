import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type RequestListener, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@otimiza/sdk/server';
import { PageInspectionPort, type PageInspection } from '@otimiza/plugin-analysis-contract';
import { carefulSecurityHeaders, otimizaBrowsersOf, solidPng, startHttpsTestSite, type HttpsTestSite, type TestApp } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { fixHtml } from '../fixer/html-fixer.js';

const jquery = readFile(createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js'), 'utf8');
const TRACKER = 'https://www.googletagmanager.com/gtag/js?id=G-TEST';

/** A small business page with the usual defects: no alt, an unlabelled field, a tracker and cookies before consent, an old jQuery. */
const carelessPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Doceria Bom Bocado</title>
<script async src="${TRACKER}"></script>
<script src="/js/jquery-3.4.1.min.js"></script>
</head><body><h1>Doceria Bom Bocado</h1>
<img src="/img/bolo.png" width="120" height="80">
<p>Bolos e doces por encomenda em Campinas.</p>
<form action="/contato" method="post"><input type="text" name="nome"><button type="submit">Enviar</button></form>
<script>document.cookie = 'visitante=ana; path=/; max-age=3600';</script>
</body></html>`;

/** The same business, done right: labelled, described, with a consent banner and a privacy policy. */
const carefulPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Doceria Bom Bocado — bolos em Campinas</title></head><body>
<header><a href="/">Início</a></header>
<main><h1>Doceria Bom Bocado</h1>
<img src="/img/bolo.png" width="120" height="80" alt="Bolo de chocolate com morangos">
<form action="/contato" method="post">
<label for="nome">Nome</label><input id="nome" type="text" name="nome" autocomplete="name">
<label><input type="checkbox" name="aceite"> Concordo com o uso dos meus dados para responder ao contato</label>
<button type="submit">Enviar</button></form></main>
<footer><a href="/privacidade">Política de Privacidade</a></footer>
<div id="aviso-cookies" role="dialog" aria-label="Cookies"><p>Usamos cookies para lembrar suas preferências.</p><button>Aceitar</button><button>Rejeitar</button></div>
</body></html>`;

const policyPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Política de Privacidade</title></head>
<body><main><h1>Política de Privacidade</h1><p>Controlador: Doceria Bom Bocado Ltda. Encarregado: Maria Souza, dpo@bombocado.com.br.</p></main></body></html>`;

/** Graphics, an image map and an object without names, beside the missing alt and label: what the fixer answers. */
const unnamedGraphicsPage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Doceria Bom Bocado — contato</title></head><body>
<h1>Contato</h1>
<svg class="icon icon-whatsapp" role="img" viewBox="0 0 10 10" width="20" height="20"><path d="M0 0h10v10H0z"/></svg>
<span role="img" class="rating" style="display:inline-block;width:50px;height:10px;background:#c60"></span>
<img src="/img/bolo.png" width="120" height="80" usemap="#loja" alt="Planta da loja"><map name="loja"><area shape="rect" coords="0,0,60,80" href="/bolos-de-festa"></map>
<object data="/img/bolo.png" type="image/png" width="120" height="80"></object>
<img src="/img/bolo.png" width="120" height="80">
<form action="/contato" method="post"><input type="email" name="email"><button type="submit">Enviar</button></form>
</body></html>`;

function siteHandler(
  pages: Record<string, string>,
  headers: Record<string, string> = {},
  onPath?: (path: string, done: Promise<void>) => void,
): RequestListener {
  return async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://site.invalid').pathname;
    if (path === '/js/jquery-3.4.1.min.js') return res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(await jquery);
    if (path === '/img/bolo.png') return res.writeHead(200, { 'Content-Type': 'image/png' }).end(solidPng(80, [200, 120, 60]));
    if (path === '/img/lenta.png') {
      // Held a while, so that two pages loading at once would be seen loading it together.
      let finish!: () => void;
      onPath?.(path, new Promise<void>((resolve) => (finish = resolve)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(solidPng(10, [0, 0, 0]));
      return finish();
    }
    const page = pages[path];
    if (!page) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('não encontrado');
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'sessao=s3cr3t; Path=/; HttpOnly', ...headers }).end(page);
  };
}

async function listen(handler: RequestListener): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server };
}

const ruleIds = (rules: { id: string }[]) => rules.map((rule) => rule.id);

describe('PageInspectionPort: a page read in the analysis worker’s browser', () => {
  let testApp: TestApp;
  let inspection: PageInspectionPort;
  let plain: { url: string; server: Server };
  const plainPages: Record<string, string> = {};
  let secure: HttpsTestSite;
  let loadingNow = 0;
  let mostAtOnce = 0;

  beforeAll(async () => {
    plain = await listen(
      siteHandler(
        Object.assign(plainPages, {
          '/doceria': carelessPage,
          '/graficos': unnamedGraphicsPage,
          '/fila': `<!doctype html><html lang="pt-BR"><head><title>Fila</title></head><body><img src="/img/lenta.png"></body></html>`,
        }),
        { 'X-Servidor': 'doceria' },
        (_, done) => {
          loadingNow += 1;
          mostAtOnce = Math.max(mostAtOnce, loadingNow);
          void done.then(() => (loadingNow -= 1));
        },
      ),
    );
    // Their content policy is strict enough to refuse any injected script: axe must run anyway.
    secure = await startHttpsTestSite(siteHandler({ '/': carefulPage, '/privacidade': policyPage }, carefulSecurityHeaders));
    testApp = await createTestApp({
      plugins: await installedPlugins('analysis'),
      env: { ALLOW_PRIVATE_TARGETS: 'true', BROWSER_TRUSTED_SPKI: secure.spki },
    });
    inspection = testApp.app.get(PageInspectionPort);
  });

  afterAll(async () => {
    await testApp?.close();
    plain?.server.closeAllConnections();
    await new Promise((resolve) => plain?.server.close(resolve));
    await secure?.close();
  });

  describe('a careless page', () => {
    let result: PageInspection;
    beforeAll(async () => {
      result = await inspection.inspect(`${plain.url}/doceria`, { timeoutMs: 60_000, screenshotLimit: 2 });
    });

    it('reports the axe violations with their WCAG tags, selectors, markup and a screenshot of the element', () => {
      expect(result.axe.version).toBe(inspection.axeVersion());
      const imageAlt = result.axe.violations.find((rule) => rule.id === 'image-alt');
      expect(imageAlt).toMatchObject({ impact: 'critical', helpUrl: expect.stringContaining('image-alt') });
      expect(imageAlt!.tags).toEqual(expect.arrayContaining(['wcag2a', 'wcag111']));
      expect(imageAlt!.nodes).toEqual([expect.objectContaining({ selector: 'img', html: expect.stringContaining('src="/img/bolo.png"') })]);
      expect(imageAlt!.nodes[0]!.screenshot).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]{100,}/);

      const label = result.axe.violations.find((rule) => rule.id === 'label');
      expect(label!.tags).toEqual(expect.arrayContaining(['wcag2a', 'wcag412']));
      expect(label!.nodes[0]).toMatchObject({ html: expect.stringContaining('name="nome"'), failureSummary: expect.stringContaining('Fix') });
      // The same summary from axe's pt_BR messages: one line per failing check, as in English.
      const { failureSummary, failureSummaryPt } = label!.nodes[0]!;
      expect(failureSummaryPt).toMatch(/^Corrija (qualquer um dos|todos os) itens a seguir:/);
      expect(failureSummaryPt).toContain('O elemento de formulário não tem <label> implícito (envolvido)');
      expect(failureSummaryPt!.split('\n')).toHaveLength(failureSummary!.split('\n').length);
      expect(imageAlt!.nodes[0]!.failureSummaryPt).toContain("O elemento não tem um atributo 'alt'");
      // The full WCAG run, not Lighthouse's subset, and no best-practice rule.
      expect(ruleIds(result.axe.passes)).toEqual(expect.arrayContaining(['html-has-lang', 'document-title']));
      expect(result.axe.inapplicable.length).toBeGreaterThan(10);
      const everyRule = [...result.axe.violations, ...result.axe.passes, ...result.axe.incomplete];
      expect(everyRule.filter((rule) => rule.tags.includes('best-practice') && !rule.tags.some((tag) => /^wcag2\d*a+$/.test(tag)))).toEqual([]);
    });

    it('records the tracker requested before any consent as a failed third-party request, and the page’s own requests', () => {
      expect(result.requests[0]).toMatchObject({ url: `${plain.url}/doceria`, method: 'GET', resourceType: 'document', firstParty: true, status: 200 });
      expect(result.requests).toContainEqual({ url: TRACKER, method: 'GET', resourceType: 'script', firstParty: false, status: null });
      expect(result.requests).toContainEqual({
        url: `${plain.url}/js/jquery-3.4.1.min.js`,
        method: 'GET',
        resourceType: 'script',
        firstParty: true,
        status: 200,
      });
      expect(result.requests).toContainEqual(expect.objectContaining({ url: `${plain.url}/img/bolo.png`, resourceType: 'image', status: 200 }));
    });

    it('reads the cookie jar, the headers, the old jQuery and the document', () => {
      expect(result.cookies).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'visitante', domain: '127.0.0.1', httpOnly: false, firstParty: true, expires: expect.any(String) }),
          expect.objectContaining({ name: 'sessao', httpOnly: true, secure: false, expires: null, firstParty: true }),
        ]),
      );
      expect(result).toMatchObject({ status: 200, finalUrl: `${plain.url}/doceria`, language: 'pt-BR', title: 'Doceria Bom Bocado', privacyPolicy: null });
      expect(result.headers).toMatchObject({ 'content-type': 'text/html; charset=utf-8', 'x-servidor': 'doceria' });
      // Read from the running global; its script URL names the same version, so it is listed once.
      expect(result.libraries).toEqual([{ name: 'jquery', version: '3.4.1', source: 'global:jQuery.fn.jquery' }]);
      expect(result.text).toContain('Bolos e doces por encomenda');
      expect(result.forms).toEqual([
        expect.objectContaining({
          action: `${plain.url}/contato`,
          method: 'post',
          fields: [{ type: 'text', name: 'nome', label: null, autocomplete: null }],
          consentCheckboxes: [],
        }),
      ]);
      expect(result.consentBanners).toEqual([]);
    });
  });

  it('finds nothing wrong where a careful HTTPS page does it right, reads its security headers and its privacy policy', async () => {
    const result = await inspection.inspect(`${secure.url}/`, { timeoutMs: 60_000 });
    expect(result.finalUrl).toBe(`${secure.url}/`);
    expect(result.status).toBe(200);
    expect(ruleIds(result.axe.violations)).not.toEqual(expect.arrayContaining(['image-alt']));
    expect(ruleIds(result.axe.violations)).not.toContain('label');
    expect(ruleIds(result.axe.passes)).toEqual(expect.arrayContaining(['image-alt', 'label', 'html-has-lang']));
    expect(result.headers).toMatchObject({
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'content-security-policy': "default-src 'self'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(result.requests.every((request) => request.firstParty)).toBe(true);
    expect(result.cookies).toEqual([expect.objectContaining({ name: 'sessao', httpOnly: true, secure: false })]);
    expect(result.privacyPolicy).toMatchObject({ url: `${secure.url}/privacidade`, linkText: 'Política de Privacidade', status: 200 });
    expect(result.privacyPolicy!.text).toContain('Encarregado: Maria Souza');
    expect(result.consentBanners).toEqual([expect.objectContaining({ selector: '#aviso-cookies', buttons: ['Aceitar', 'Rejeitar'] })]);
    expect(result.forms[0]).toMatchObject({
      fields: [
        { type: 'text', name: 'nome', label: 'Nome', autocomplete: 'name' },
        { type: 'checkbox', name: 'aceite', label: 'Concordo com o uso dos meus dados para responder ao contato', autocomplete: null },
      ],
      consentCheckboxes: ['Concordo com o uso dos meus dados para responder ao contato'],
    });
  });

  it('finds what the HTML fixer corrects, and the fixed page passes those rules', async () => {
    const fixable = ['image-alt', 'label', 'svg-img-alt', 'role-img-alt', 'area-alt', 'object-alt'];
    const before = await inspection.inspect(`${plain.url}/graficos`, { timeoutMs: 60_000, screenshotLimit: 0 });
    expect(ruleIds(before.axe.violations)).toEqual(expect.arrayContaining(fixable));
    expect(before.axe.violations.flatMap((rule) => rule.nodes).every((node) => node.screenshot === null)).toBe(true);
    expect(inspection.correctedByFixer()).toEqual(expect.arrayContaining(fixable));

    plainPages['/graficos-corrigida'] = fixHtml({ html: unnamedGraphicsPage, pageUrl: `${plain.url}/graficos` }).html;
    const after = await inspection.inspect(`${plain.url}/graficos-corrigida`, { timeoutMs: 60_000, screenshotLimit: 0 });
    expect(ruleIds(after.axe.violations).filter((id) => fixable.includes(id))).toEqual([]);
    expect(ruleIds(after.axe.passes)).toEqual(expect.arrayContaining(fixable));
  });

  it('refuses an address the safe-outbound policy refuses, before taking a browser', async () => {
    const metadata = await inspection.inspect('http://169.254.169.254/latest/meta-data/', { timeoutMs: 10_000 }).catch((error: unknown) => error);
    expect(metadata).toBeInstanceOf(ApiError);
    expect(metadata).toMatchObject({ type: 'INVALID_URL', localized: { pt: expect.stringContaining('não permitido') } });
    expect((metadata as ApiError).getStatus()).toBe(400);
    await expect(inspection.inspect('não é um endereço', { timeoutMs: 10_000 })).rejects.toMatchObject({ type: 'INVALID_URL' });
  });

  it('queues twenty inspections asked at once: one page at a time, every one complete, no browser left behind', { timeout: 400_000 }, async () => {
    mostAtOnce = 0;
    const results = await Promise.all(Array.from({ length: 20 }, () => inspection.inspect(`${plain.url}/fila`, { timeoutMs: 60_000, screenshotLimit: 1 })));
    expect(mostAtOnce).toBe(1);
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.requests).toContainEqual(expect.objectContaining({ url: `${plain.url}/img/lenta.png`, status: 200 }));
      expect(ruleIds(result.axe.violations)).toContain('image-alt');
      expect(result.axe.violations.find((rule) => rule.id === 'image-alt')!.nodes[0]!.screenshot).toMatch(/^data:image\/png;base64,/);
    }
    // Each inspection's browser was killed after it; only the one launched ahead for the next job runs.
    expect(otimizaBrowsersOf(process.pid, { mainOnly: true }).length).toBeLessThanOrEqual(1);
  });
});
