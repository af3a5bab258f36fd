import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { fixHtml } from './html-fixer.js';

const pageUrl = 'http://localhost:10200/seo/page.html';
const fixed = (html: string) => fixHtml({ html, pageUrl });
const after = (html: string) => load(fixed(html).html);

/** Lighthouse 13's own seo fixtures (cli/test/fixtures/seo), vendored unchanged for the parity bench. */
const lighthouseFixture = (name: string) => readFileSync(new URL(`../../../../../bench/parity/vendor/fixtures/seo/${name}`, import.meta.url), 'utf8');
const seoFailureCases = lighthouseFixture('seo-failure-cases.html');
const seoMixedLanguage = lighthouseFixture('seo-mixed-language.html');

/** Lighthouse's own lists of vague link texts (core/audits/seo/link-text.js, not exported), read from the installed package. */
function lighthouseVagueTexts(language: string): Set<string> {
  const source = readFileSync(createRequire(import.meta.url).resolve('lighthouse/core/audits/seo/link-text.js'), 'utf8');
  const list = new RegExp(`'${language}': new Set\\(\\[([^\\]]*)\\]`).exec(source)?.[1];
  if (!list) throw new Error(`Lighthouse's link-text audit has no list for '${language}'`);
  return new Set([...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!));
}
/** Lighthouse's test: a text is vague by the list of its language, by every list without one. */
const vagueByLighthouse = { en: lighthouseVagueTexts('en'), de: lighthouseVagueTexts('de') };
const linkTexts = ($: ReturnType<typeof load>) =>
  $('a[href]')
    .toArray()
    .map((link) => $(link).text().replace(/\s+/g, ' ').trim().toLowerCase());

describe('link-text: vague link texts, in the language of the link', () => {
  it('rewrites every vague link of seo-failure-cases: the German one by the German list, and an SVG link through its <text>', () => {
    const $ = after(seoFailureCases);
    const texts = linkTexts($);
    for (const text of texts) for (const vague of Object.values(vagueByLighthouse)) expect(vague.has(text), text).toBe(false);
    // The German link now holds English words, and says so.
    const german = $('a[href="/test.html"]').eq(2);
    expect(german.text()).toMatch(/^(Go to|Learn more about) /);
    expect(german.attr('lang')).toBe('en');
    // The SVG link keeps its circle and its <text>, which now names the destination.
    const svgLink = $('svg a');
    expect(svgLink.find('circle')).toHaveLength(1);
    expect(svgLink.find('text').text()).toBe('Go to example.com');
    expect(svgLink.find('text').attr('x')).toBe('0');
  });

  it('rewrites the links of seo-mixed-language whose words are beside an icon or inside a <span>, keeping the icons', () => {
    const $ = after(seoMixedLanguage);
    const byHref = (href: string) => $(`a[href="${href}"]`);
    const icon = byHref('/link-with-icon-and-nested-span_has-alt_assert-en');
    expect(icon.find('img').attr('alt')).toBe('click');
    expect(icon.find('span')).toHaveLength(1);
    expect(icon.find('span').text()).toMatch(/^Go to /);
    expect(byHref('/link-with-icon_no-alt_assert-en').find('img')).toHaveLength(1);
    expect(byHref('/link-with-nested-div-icon-span_has-alt_assert-en').find('div > img')).toHaveLength(1);
    // Mixed languages: no language, so every list counts ("click here" is English's); the span holding the new words loses its German lang.
    const mixed = byHref('/mixed-lang_assert-unknown');
    expect(mixed.text()).toMatch(/^Go to /);
    expect(mixed.find('[lang]')).toHaveLength(0);
    // German "hier" in an SVG link with lang="de" is vague; the link now says it is English.
    expect(byHref('/svg-text_assert-de').attr('lang')).toBe('en');
    expect(byHref('/svg-text_assert-de').find('text').text()).toMatch(/^Go to /);
    // Every link whose href says Lighthouse reads it as English, of no language or German-with-SVG now reads as descriptive
    // (18 links of the fixture, its language switchers among them);
    // the German "Start" links are left.
    const flagged = $('a[href]')
      .toArray()
      .filter((link) => /_assert-(en|unknown)$|_assert-en-US_|svg-text_assert-de/.test($(link).attr('href')!));
    expect(flagged).toHaveLength(18);
    for (const link of flagged) {
      const text = $(link).text().replace(/\s+/g, ' ').trim().toLowerCase();
      expect(vagueByLighthouse.en.has(text) || vagueByLighthouse.de.has(text), $.html(link)).toBe(false);
    }
  });

  it('leaves what Lighthouse reads as descriptive: "Start" in a German link, in either form of its lang', () => {
    const $ = after(seoMixedLanguage);
    expect($('a[href="/lang-with-region_assert-de-DE_fallback-to-de"]').text()).toBe('Start');
    expect($('a[href="/lang-with-region_assert-de-CH_fallback-to-de"]').html()).toBe('<span lang="de-CH">Start</span>');
    expect($('a[href="/lang-with-region_assert-en-US_fallback-to-en"]').text()).not.toBe('Start');
  });

  it('finds nothing to change the second time', () => {
    for (const page of [seoFailureCases, seoMixedLanguage]) {
      const first = fixed(page);
      const second = fixHtml({ html: first.html, pageUrl });
      expect(second.fixes.filter((fix) => ['link-text', 'crawlable-anchors'].includes(fix.id))).toEqual([]);
      expect(second.html).toBe(first.html);
    }
  });
});

describe('crawlable-anchors: anchors Lighthouse would not crawl', () => {
  it('marks an <a onclick> without an address as a focusable button and a javascript: one as a button, and says which it changed', () => {
    const result = fixed(seoFailureCases);
    const $ = load(result.html);
    const onclick = $('a[onclick]');
    expect(onclick.attr('role')).toBe('button');
    expect(onclick.attr('tabindex')).toBe('0');
    expect($('a[href="javascript:void(0)"]').attr('role')).toBe('button');
    expect($('a[href="javascript:void(0)"]').attr('tabindex')).toBeUndefined();
    // Pressed as a button is: Enter and Space click it (an anchor without an address answers neither).
    for (const anchor of [onclick, $('a[href="javascript:void(0)"]')])
      expect(anchor.attr('onkeydown')).toBe("if(event.key==='Enter'||event.key===' '){event.preventDefault();this.click()}");
    expect(result.changedElements.get('crawlable-anchors')).toEqual([
      { tag: 'a', attributes: { onclick: 'window.open(`http://example.com`)' }, text: 'Some link' },
      { tag: 'a', attributes: { href: 'javascript:void(0)' }, text: 'Some link' },
    ]);
  });

  it('leaves the keys to an anchor that reads them itself', () => {
    const $ = after(`<html lang="en"><body><a onclick="go()" onkeyup="key(event)">own keys</a></body></html>`);
    expect($('a').attr('role')).toBe('button');
    expect($('a').attr('onkeydown')).toBeUndefined();
    expect($('a').attr('onkeyup')).toBe('key(event)');
  });

  it('leaves an anchor without address and handler in the HTML, whose listener a script adds (class="some-link"), and a placeholder <a>', () => {
    const $ = after(seoFailureCases);
    expect($('a.some-link').attr('role')).toBeUndefined();
    expect($('a.some-link').attr('tabindex')).toBeUndefined();
    expect($('.link-parent a').attr('role')).toBeUndefined();
  });

  it('takes from an anchor without address the target and rel that only a link takes (dbw_tester\'s <a target="_blank">)', () => {
    const $ = after(`<html lang="en"><body><a target="_blank">external link</a><a href="https://www.google.com/" target="_blank">external link</a>
      <a id="top" target="_blank">top</a><a name="x" onclick="go()">named</a><a role="link" onclick="go()">role</a></body></html>`);
    const placeholder = $('a').first();
    expect(placeholder.attr('target')).toBeUndefined();
    expect(placeholder.attr('rel')).toBeUndefined();
    expect(placeholder.attr('role')).toBeUndefined();
    // A real link keeps its target; an anchor with an id, a name or a role already passes.
    expect($('a[href]').attr('target')).toBe('_blank');
    expect($('#top').attr('target')).toBe('_blank');
    expect($('a[name="x"]').attr('role')).toBeUndefined();
    expect($('a[role="link"]').attr('tabindex')).toBeUndefined();
  });
});
