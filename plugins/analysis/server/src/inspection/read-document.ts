import type { Page } from 'puppeteer-core';
import type { InspectedForm, InspectedLink } from '@otimiza/plugin-analysis-contract';

/** A library version as a page global holds it, before it is checked and named. */
export interface GlobalVersion {
  name: string;
  global: string;
  version: string;
}

export interface RenderedDocument {
  language: string | null;
  title: string | null;
  text: string;
  links: InspectedLink[];
  forms: InspectedForm[];
  consentBanners: { selector: string; text: string; buttons: string[] }[];
  globals: GlobalVersion[];
  scriptSources: string[];
}

export const TEXT_LIMIT = 20_000;
const FORM_TEXT_LIMIT = 2000;
const LINK_LIMIT = 1000;
const BANNER_TEXT_LIMIT = 1500;

/**
 * Reads the rendered page as a visitor sees it. The function runs in the page (serialised by
 * puppeteer), so it is self-contained: nothing from this module's scope is visible inside it.
 */
export function readDocument(page: Page): Promise<RenderedDocument> {
  return page.evaluate(
    (limits) => {
      const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const visible = (element: Element) =>
        typeof (element as HTMLElement).checkVisibility === 'function' ? (element as HTMLElement).checkVisibility({ visibilityProperty: true }) : true;
      const selectorOf = (element: Element): string => {
        const parts: string[] = [];
        for (let current: Element | null = element; current && current !== document.documentElement; current = current.parentElement) {
          if (current.id && document.querySelectorAll(`#${CSS.escape(current.id)}`).length === 1) {
            parts.unshift(`#${CSS.escape(current.id)}`);
            return parts.join(' > ');
          }
          const tag = current.tagName.toLowerCase();
          const siblings = current.parentElement ? Array.from(current.parentElement.children).filter((child) => child.tagName === current!.tagName) : [];
          parts.unshift(siblings.length > 1 ? `${tag}:nth-of-type(${siblings.indexOf(current) + 1})` : tag);
        }
        return ['html', ...parts].join(' > ');
      };
      const nameOf = (element: Element) =>
        clean((element as HTMLElement).innerText) ||
        clean(element.getAttribute('aria-label')) ||
        clean(element.getAttribute('title')) ||
        clean(element.querySelector('img[alt]')?.getAttribute('alt')) ||
        clean((element as HTMLInputElement).value);
      const linksIn = (root: ParentNode) =>
        Array.from(root.querySelectorAll('a[href]'))
          .slice(0, limits.links)
          .map((anchor) => ({ href: (anchor as HTMLAnchorElement).href, text: nameOf(anchor) }));
      const textOfIds = (ids: string | null) =>
        clean(
          (ids ?? '')
            .split(/\s+/)
            .map((id) => (id ? document.getElementById(id)?.textContent : ''))
            .join(' '),
        );

      const fieldLabel = (field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) =>
        clean(field.labels?.[0]?.innerText) ||
        clean(field.getAttribute('aria-label')) ||
        textOfIds(field.getAttribute('aria-labelledby')) ||
        clean(field.getAttribute('placeholder')) ||
        clean(field.getAttribute('title')) ||
        null;
      const notData = ['hidden', 'submit', 'button', 'reset', 'image'];
      const forms = Array.from(document.forms).map((form) => {
        const fields = Array.from(form.querySelectorAll('input, select, textarea')) as (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
        return {
          selector: selectorOf(form),
          action: form.getAttribute('action') === null ? null : form.action,
          method: (form.getAttribute('method') ?? 'get').toLowerCase(),
          fields: fields
            .filter((field) => !(field instanceof HTMLInputElement) || !notData.includes(field.type))
            .map((field) => ({
              type: field instanceof HTMLSelectElement ? 'select' : field instanceof HTMLTextAreaElement ? 'textarea' : field.type,
              name: field.name || field.id,
              label: fieldLabel(field),
              autocomplete: field.getAttribute('autocomplete'),
            })),
          text: clean(form.innerText).slice(0, limits.formText),
          links: linksIn(form),
          consentCheckboxes: fields
            .filter((field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked)
            .map((field) => fieldLabel(field) ?? field.name),
        };
      });

      // A banner: a small block that talks about cookies or consent and looks like a notice
      // (fixed on screen, a dialog, or named so); else the smallest such block with a button.
      const talksConsent = /cookie|consent|lgpd|gdpr/i;
      const looksLikeNotice = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          ['fixed', 'sticky'].includes(style.position) ||
          ['dialog', 'alertdialog'].includes(element.getAttribute('role') ?? '') ||
          element.tagName === 'DIALOG' ||
          /cookie|consent|lgpd|gdpr|privac|banner|notice|aviso/i.test(`${element.id} ${element.getAttribute('class') ?? ''}`)
        );
      };
      const buttonSelector = 'button, [role="button"], input[type="button"], input[type="submit"], a[class*="btn" i], a[class*="button" i]';
      const talking = Array.from(document.body?.querySelectorAll('*') ?? []).filter((element) => {
        if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'MAIN'].includes(element.tagName)) return false;
        // textContent first: innerText lays the page out, too slow to ask of every element.
        const raw = element.textContent ?? '';
        if (raw.length > limits.bannerText * 4 || !talksConsent.test(raw) || !visible(element)) return false;
        const text = clean((element as HTMLElement).innerText);
        return text.length > 0 && text.length <= limits.bannerText && talksConsent.test(text);
      });
      const notices = talking.filter(looksLikeNotice);
      const banners = notices.length
        ? notices.filter((element) => !notices.some((other) => other !== element && other.contains(element)))
        : talking
            .filter((element) => element.querySelector(buttonSelector))
            .filter((element, _, all) => !all.some((other) => other !== element && element.contains(other)));

      const globals: { name: string; global: string; read: () => unknown }[] = [];
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own scripts' globals: untyped by nature
      const win = window as unknown as Record<string, any>;
      const add = (name: string, global: string, read: () => unknown) => globals.push({ name, global, read });
      add('jquery', 'jQuery.fn.jquery', () => win['jQuery']?.fn?.jquery);
      add('jquery-ui', 'jQuery.ui.version', () => win['jQuery']?.ui?.version);
      add('angular', 'angular.version.full', () => win['angular']?.version?.full);
      // lodash and underscore both publish _.VERSION; only lodash has runInContext.
      add(typeof win['_']?.runInContext === 'function' ? 'lodash' : 'underscore', '_.VERSION', () => win['_']?.VERSION);
      add('moment', 'moment.version', () => win['moment']?.version);
      add('bootstrap', 'bootstrap.Tooltip.VERSION', () => win['bootstrap']?.Tooltip?.VERSION);
      add('bootstrap', 'jQuery.fn.tooltip.Constructor.VERSION', () => win['jQuery']?.fn?.tooltip?.Constructor?.VERSION);
      add('handlebars', 'Handlebars.VERSION', () => win['Handlebars']?.VERSION);
      add('vue', 'Vue.version', () => win['Vue']?.version);
      add('react', 'React.version', () => win['React']?.version);
      add('dompurify', 'DOMPurify.version', () => win['DOMPurify']?.version);

      return {
        language: clean(document.documentElement.getAttribute('lang')) || null,
        title: clean(document.title) || null,
        text: clean(document.body?.innerText).slice(0, limits.text),
        links: linksIn(document),
        forms,
        consentBanners: banners.map((element) => ({
          selector: selectorOf(element),
          text: clean((element as HTMLElement).innerText),
          buttons: Array.from(element.querySelectorAll(buttonSelector))
            .map(nameOf)
            .filter((text) => text.length > 0),
        })),
        globals: globals.flatMap(({ name, global, read }) => {
          try {
            const version = read();
            return typeof version === 'string' && version ? [{ name, global, version }] : [];
          } catch {
            return [];
          }
        }),
        scriptSources: Array.from(document.scripts)
          .map((script) => script.src)
          .filter(Boolean),
      };
    },
    { text: TEXT_LIMIT, formText: FORM_TEXT_LIMIT, links: LINK_LIMIT, bannerText: BANNER_TEXT_LIMIT },
  );
}
