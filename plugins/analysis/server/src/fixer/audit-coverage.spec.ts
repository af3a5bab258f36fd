import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { describe, expect, it } from 'vitest';
import { bicicletariaPage } from '@otimiza/sdk/testing';
import { inFull, toAppliedFix } from './applied-fix.js';
import { partlyAnsweredAudits } from './audit-coverage.js';
import { decideAudits } from './audit-decisions.js';
import { estimateImprovements } from './estimate-improvements.js';
import type { ChangedElement } from './html-fix.js';
import { fixHtml } from './html-fixer.js';

/**
 * The bike shop page of the e2e proof-card spec, as served there: Lighthouse's real report of it is
 * the replay recording whose key (form factor, path and HTML) the first test checks.
 */
const shopPage = bicicletariaPage;
const recordingKey = `desktop-${createHash('sha256').update(`desktop\npage\n/bicicletaria\n${shopPage}`).digest('hex').slice(0, 32)}`;
const origin = 'http://127.0.0.1:41234';
const shopReport = (): LighthouseResult =>
  JSON.parse(
    gunzipSync(readFileSync(new URL(`../../test/lighthouse-recordings/${recordingKey}.json.gz`, import.meta.url)))
      .toString('utf8')
      .replaceAll('{{origin}}', origin),
  ) as LighthouseResult;

const failingOf = (lhr: LighthouseResult, ids: string[]) =>
  ids.map((id) => ({ id, category: 'accessibility' as const, title: id, titles: { pt: id, en: id }, gainPoints: 5 }));

/** The applied fixes of a page against a report, as the analysis stores them. */
function appliedFixes(html: string, pageUrl: string, lhr: LighthouseResult) {
  const fixed = fixHtml({ html, pageUrl });
  return fixed.fixes.map((fix) => toAppliedFix(fix, lhr, { elements: fixed.changedElements.get(fix.id), baseUrl: fixed.baseUrl }));
}

/** A report listing, for each audit, the items Lighthouse writes: node snippets, or a link's address and text. */
function reportListing(items: Record<string, object[]>): LighthouseResult {
  const audits = Object.fromEntries(
    Object.entries(items).map(([id, listed]) => [id, { id, score: 0, details: { type: 'table', headings: [], items: listed } }]),
  );
  return { audits } as unknown as LighthouseResult;
}
const node = (snippet: string) => ({ node: { type: 'node', snippet, selector: 'body > x', path: '1,HTML,1,BODY' } });

describe('an audit is fixed only when its fix changed every element Lighthouse listed', () => {
  it("answers each element of the shop page's real report: its vague link, two fields and four images", () => {
    const lhr = shopReport();
    const audits = ['link-text', 'label', 'image-alt', 'button-name'];
    expect(audits.map((id) => [id, lhr.audits[id]?.score, (lhr.audits[id]?.details as { items: unknown[] }).items.length])).toEqual([
      ['link-text', 0, 1],
      ['label', 0, 2],
      ['image-alt', 0, 4],
      ['button-name', 0, 1],
    ]);
    const fixes = appliedFixes(shopPage, `${origin}/bicicletaria`, lhr);
    expect(fixes.filter((fix) => fix.partlyAnswered)).toEqual([]);
    // The button's name comes from its image's new alt (the image-alt fix), so no fix claims button-name here.
    expect(decideAudits(failingOf(lhr, audits.slice(0, 3)), fixes).map((decision) => [decision.id, decision.status, decision.fixId])).toEqual([
      ['link-text', 'fixed', 'link-text'],
      ['label', 'fixed', 'form-labels'],
      ['image-alt', 'fixed', 'image-alt'],
    ]);
  });

  it('states image-alt partly fixed when the report lists an image a script made (dbw_tester), and leaves it out of the estimate', () => {
    const lhr = shopReport();
    (lhr.audits['image-alt']!.details as { items: object[] }).items.push(node('<img src="blob:http://localhost:10200/0c6e-4d1b">'));
    const fixes = appliedFixes(shopPage, `${origin}/bicicletaria`, lhr);
    expect(fixes.find((fix) => fix.id === 'image-alt')?.partlyAnswered).toEqual({ 'image-alt': { listed: 5, answered: 4 } });
    const [decision] = decideAudits(failingOf(lhr, ['image-alt']), fixes);
    expect(decision).toMatchObject({ id: 'image-alt', status: 'partly-fixed', reason: null, fixId: 'image-alt', elements: { listed: 5, answered: 4 } });
    expect(inFull(fixes).find((fix) => fix.id === 'image-alt')?.audits).toEqual(['input-image-alt']);
    const claimed = estimateImprovements(fixes, lhr).accessibility;
    const estimated = estimateImprovements(inFull(fixes), lhr).accessibility;
    expect(estimated).toBeLessThan(claimed);
    expect(estimateImprovements(inFull(appliedFixes(shopPage, `${origin}/bicicletaria`, shopReport())), shopReport()).accessibility).toBe(claimed);
  });

  it("seo-failure-cases: link-text fixed (its German and SVG links too), crawlable-anchors partly: a script's listener is not in the HTML", () => {
    const html = readFileSync(new URL('../../../../../bench/parity/vendor/fixtures/seo/seo-failure-cases.html', import.meta.url), 'utf8');
    const pageUrl = 'http://localhost:10200/seo/seo-failure-cases.html';
    // What Lighthouse 13 lists for the fixture (its smoke test's expectations).
    const lhr = reportListing({
      'link-text': [
        { href: 'https://example.com/', text: 'click this' },
        { href: 'http://localhost:10200/test.html', text: 'click this' },
        { href: 'http://localhost:10200/test.html', text: 'CLICK THIS' },
        { href: 'http://localhost:10200/test.html', text: 'klicke hier', textLang: 'de' },
        { href: 'https://example.com/svg-link', text: 'click this' },
      ],
      'crawlable-anchors': [node('<a onclick="window.open(`http://example.com`)">'), node('<a href="javascript:void(0)">'), node('<a class="some-link">')],
    });
    const fixes = appliedFixes(html, pageUrl, lhr);
    const decisions = decideAudits(
      ['link-text', 'crawlable-anchors'].map((id) => ({ ...failingOf(lhr, [id])[0]!, category: 'seo' as const })),
      fixes,
    );
    expect(decisions.map((decision) => [decision.id, decision.status, decision.elements])).toEqual([
      ['link-text', 'fixed', undefined],
      ['crawlable-anchors', 'partly-fixed', { listed: 3, answered: 2 }],
    ]);
  });

  it('a11y_tester: the input whose aria-labelledby points at empty elements is answered; seo-tester\'s <a class="some-link"> is not', () => {
    const a11y = `<html lang="en"><body><section>
      <div id="duplicate-id-aria" class="duplicate-id-aria"></span>
      <div id="duplicate-id-aria"></div>
      <input type="text" aria-labelledby="duplicate-id-aria"/>
    </section></body></html>`;
    const label = appliedFixes(
      a11y,
      'http://localhost:10200/a11y/a11y_tester.html',
      reportListing({ label: [node('<input type="text" aria-labelledby="duplicate-id-aria">')] }),
    );
    expect(label.find((fix) => fix.id === 'form-labels')).toMatchObject({ audits: ['label', 'select-name'] });
    expect(label.find((fix) => fix.id === 'form-labels')?.partlyAnswered).toBeUndefined();

    const tester = `<html lang="en"><body><a href="javascript:;">click this</a><a class="some-link">Some link</a>
      <script>document.querySelector('.some-link').addEventListener('click', () => {});</script><a onclick="window.Location = '';">Some link</a></body></html>`;
    const anchors = appliedFixes(
      tester,
      'http://localhost:10200/seo/seo-tester.html',
      reportListing({ 'crawlable-anchors': [node('<a class="some-link">'), node('<a onclick="window.Location = \'\';">')] }),
    );
    expect(anchors.find((fix) => fix.id === 'crawlable-anchors')?.partlyAnswered).toEqual({ 'crawlable-anchors': { listed: 2, answered: 1 } });
  });

  it('dbw_tester: both of its anchors are answered, as Lighthouse listed them, though link-name named the empty one first', () => {
    const html = `<html lang="en"><body><a target="_blank">external link</a><a href="javascript:void(0)" target="_blank"></a></body></html>`;
    const fixes = appliedFixes(
      html,
      'http://localhost:10200/dobetterweb/dbw_tester.html',
      reportListing({ 'crawlable-anchors': [node('<a target="_blank">'), node('<a href="javascript:void(0)" target="_blank">')] }),
    );
    expect(fixes.find((fix) => fix.id === 'link-name')).toBeDefined();
    expect(fixes.find((fix) => fix.id === 'crawlable-anchors')).toMatchObject({ count: 2 });
    expect(fixes.find((fix) => fix.id === 'crawlable-anchors')?.partlyAnswered).toBeUndefined();
  });

  it('states an audit whose listed elements the fix changed none of as not fixable in the HTML, never fixed', () => {
    const html = `<html lang="en"><body><a class="some-link">Some link</a><a href="javascript:void(0)">Menu</a></body></html>`;
    const fixes = appliedFixes(html, 'http://localhost:10200/x.html', reportListing({ 'crawlable-anchors': [node('<a class="some-link">')] }));
    expect(decideAudits([{ id: 'crawlable-anchors', category: 'seo', title: 'c', titles: { pt: 'c', en: 'c' }, gainPoints: 4 }], fixes)).toMatchObject([
      { status: 'cannot-fix-in-html', reason: 'manual', fixId: null },
    ]);
  });

  it('reads snippets as Lighthouse writes them: no title, long values cut with an ellipsis, an image by the address it loaded; a changed attribute is another element', () => {
    const long = `/fotos/${'bicicleta-aro-29-'.repeat(6)}.jpg`;
    const elements: ChangedElement[] = [
      { tag: 'img', attributes: { src: long, title: 'Bike', class: 'hero' }, text: '' },
      { tag: 'img', attributes: { src: 'urbana.png' }, text: '' },
      { tag: 'img', attributes: { src: '/x.png', class: 'lazy' }, text: '' },
      { tag: 'img', attributes: { src: 'foto.jpg?isr4', srcset: 'foto-1024.jpg 2x, foto-480.jpg 1x', width: '360' }, text: '' },
    ];
    const lhr = reportListing({
      'image-alt': [
        node(`<img src="${long.slice(0, 74)}…" class="hero">`),
        node('<img src="https://loja.com.br/fotos/urbana.png">'),
        // A script swapped the class: not the element the fix read.
        node('<img src="/x.png" class="lazyloaded">'),
        // An image with a srcset is written with the candidate it loaded (dbw_tester's 2x image).
        node('<img src="https://loja.com.br/fotos/foto-1024.jpg" srcset="foto-1024.jpg 2x, foto-480.jpg 1x" width="360">'),
      ],
    });
    expect(partlyAnsweredAudits({ audits: ['image-alt'] }, elements, lhr, 'https://loja.com.br/fotos/')).toEqual({ 'image-alt': { listed: 4, answered: 3 } });
    // Audits whose items are not the elements a fix changes (a list, a table, a resource) are not compared; nor is a page-wide fix.
    expect(partlyAnsweredAudits({ audits: ['list'] }, [], reportListing({ list: [node('<ul>')] }), 'https://loja.com.br/')).toBeUndefined();
    expect(partlyAnsweredAudits({ audits: ['document-title'] }, undefined, reportListing({ 'document-title': [] }), 'https://loja.com.br/')).toBeUndefined();
  });
});
