import type { EvidenceView } from '@otimiza/plugin-audit-shared';
import type { PageInspection } from '@otimiza/plugin-analysis-contract';
import type { CheckOutcome, FrameworkDefinition } from '../framework-definition.js';
import { failed, outcome, pageNote, passed } from '../check-outcomes.js';
import { ruleSetsVersion } from '../rule-sets-version.js';
import { controllerIdentityIn, dpoContactIn } from './controller-identity.js';
import { lgpdChecks } from './lgpd-checks.js';
import { lgpdPenalties } from './lgpd-penalties.js';
import { hasPurposeNotice, isPersonalField } from './personal-data-fields.js';
import { isTrackingCookieName, trackerListAsOf, trackerOf } from './tracker-domains.js';

const rejectWords =
  /rejeitar|recusar|recuso|reject|decline|deny|negar|apenas (os )?(cookies )?necess[aá]rios|somente (os )?(cookies )?(essenciais|necess[aá]rios)|only (strictly )?(necessary|essential)|n[aã]o aceito/i;

const isSuccess = (status: number | null) => status !== null && status >= 200 && status < 300;

function trackerRequests(inspection: PageInspection): EvidenceView[] {
  const seen = new Set<string>();
  return inspection.requests.flatMap((request): EvidenceView[] => {
    const tracker = request.firstParty ? null : trackerOf(request.url);
    if (!tracker || seen.has(request.url)) return [];
    seen.add(request.url);
    return [
      {
        kind: 'request',
        url: request.url,
        note: { pt: `${tracker.name}: requisição feita antes de qualquer consentimento`, en: `${tracker.name}: request made before any consent` },
      },
    ];
  });
}

function nonEssentialCookies(inspection: PageInspection): EvidenceView[] {
  return inspection.cookies
    .filter((cookie) => !cookie.firstParty || isTrackingCookieName(cookie.name))
    .map((cookie) => ({
      kind: 'cookie',
      cookie: { name: cookie.name, domain: cookie.domain },
      note: cookie.firstParty
        ? { pt: 'Cookie de rastreamento gravado no domínio do site antes do consentimento', en: 'Tracking cookie set on the site’s domain before consent' }
        : { pt: 'Cookie de terceiro gravado antes do consentimento', en: 'Third-party cookie set before consent' },
    }));
}

function privacyPolicy(inspection: PageInspection): CheckOutcome {
  const { id } = lgpdChecks.privacyPolicy;
  const policy = inspection.privacyPolicy;
  if (!policy) {
    return failed(id, [
      pageNote(inspection.finalUrl, {
        pt: 'A página não tem link para uma política de privacidade.',
        en: 'The page has no link to a privacy policy.',
      }),
    ]);
  }
  const evidence: EvidenceView = {
    kind: 'request',
    url: policy.url,
    note: {
      pt: `Link “${policy.linkText}” — HTTP ${policy.status ?? 'sem resposta'}`,
      en: `Link “${policy.linkText}” — HTTP ${policy.status ?? 'no response'}`,
    },
  };
  return outcome(id, isSuccess(policy.status), [evidence]);
}

function consentRejectOption(inspection: PageInspection, needsConsent: boolean): CheckOutcome {
  const { id } = lgpdChecks.consentRejectOption;
  if (!needsConsent) {
    return passed(id, [
      pageNote(inspection.finalUrl, {
        pt: 'A página não grava cookies não essenciais nem carrega rastreadores antes do consentimento: não precisa de aviso.',
        en: 'The page sets no non-essential cookie and loads no tracker before consent: no notice is needed.',
      }),
    ]);
  }
  const withReject = inspection.consentBanners.find((banner) => banner.buttons.some((button) => rejectWords.test(button)));
  if (withReject) return passed(id, [{ kind: 'element', selector: withReject.selector, snippet: withReject.text.slice(0, 300) }]);
  if (inspection.consentBanners.length === 0) {
    return failed(id, [
      pageNote(inspection.finalUrl, {
        pt: 'Rastreadores ou cookies não essenciais sem nenhum aviso de consentimento na página.',
        en: 'Trackers or non-essential cookies with no consent notice on the page.',
      }),
    ]);
  }
  return failed(
    id,
    inspection.consentBanners.map((banner) => ({
      kind: 'element',
      selector: banner.selector,
      snippet: banner.text.slice(0, 300),
      note: {
        pt: `O aviso não oferece opção de recusar (botões: ${banner.buttons.join(', ') || 'nenhum'}).`,
        en: `The notice offers no way to reject (buttons: ${banner.buttons.join(', ') || 'none'}).`,
      },
    })),
  );
}

function formPurposeNotice(inspection: PageInspection): CheckOutcome[] {
  const { id } = lgpdChecks.formPurposeNotice;
  const collecting = inspection.forms.filter((form) => form.fields.some(isPersonalField));
  if (collecting.length === 0) return [];
  const evidenceOf = (form: (typeof collecting)[number]): EvidenceView => {
    const fields = form.fields
      .filter(isPersonalField)
      .map((field) => field.label || field.name || field.type)
      .join(', ');
    return {
      kind: 'element',
      selector: form.selector,
      snippet: form.text.slice(0, 300),
      note: { pt: `Campos de dados pessoais: ${fields}`, en: `Personal data fields: ${fields}` },
    };
  };
  const silent = collecting.filter((form) => !hasPurposeNotice(form));
  return [silent.length > 0 ? failed(id, silent.map(evidenceOf)) : passed(id, collecting.map(evidenceOf))];
}

/** The page's text and, when it answered, its privacy policy's, each with the address it came from. */
function textsOf(inspection: PageInspection): { url: string; text: string }[] {
  const texts = [{ url: inspection.finalUrl, text: inspection.text }];
  if (inspection.privacyPolicy && isSuccess(inspection.privacyPolicy.status))
    texts.push({ url: inspection.privacyPolicy.url, text: inspection.privacyPolicy.text });
  return texts;
}

function foundInTexts(inspection: PageInspection, checkId: string, find: (text: string) => string | null, missing: EvidenceView['note']): CheckOutcome {
  for (const { url, text } of textsOf(inspection)) {
    const found = find(text);
    if (found) return passed(checkId, [{ kind: 'page', url, snippet: found }]);
  }
  return failed(checkId, [{ kind: 'page', url: inspection.finalUrl, note: missing }]);
}

function httpsForms(inspection: PageInspection): CheckOutcome[] {
  const { id } = lgpdChecks.httpsForms;
  const forms = inspection.forms.filter((form) => form.fields.length > 0);
  if (forms.length === 0) return [];
  const insecurePage = new URL(inspection.finalUrl).protocol !== 'https:';
  const insecureForms = forms.filter((form) => form.action !== null && /^http:/i.test(new URL(form.action, inspection.finalUrl).href));
  if (!insecurePage && insecureForms.length === 0) return [passed(id, [{ kind: 'page', url: inspection.finalUrl }])];
  return [
    failed(id, [
      ...(insecurePage
        ? [pageNote(inspection.finalUrl, { pt: 'Página com formulário servida sem HTTPS.', en: 'Page with a form served without HTTPS.' })]
        : []),
      ...insecureForms.map((form): EvidenceView => ({
        kind: 'element',
        selector: form.selector,
        url: form.action ?? undefined,
        note: { pt: 'O formulário envia os dados por HTTP.', en: 'The form sends its data over HTTP.' },
      })),
    ]),
  ];
}

/**
 * LGPD (Lei 13.709/2018) as a page can evidence it, read before any interaction: what the
 * browser requested and stored before a visitor could consent, the notices and policy the page
 * offers, and whether personal data travels encrypted. Trackers from a bundled list (`trackerListAsOf`).
 */
export const lgpdFramework: FrameworkDefinition = {
  id: 'lgpd',
  name: 'LGPD',
  type: 'privacy',
  description: {
    pt: `Lei Geral de Proteção de Dados (Lei 13.709/2018): política de privacidade, consentimento antes de rastreadores e cookies, avisos em formulários, controlador, encarregado e HTTPS. Lista de rastreadores de ${trackerListAsOf}.`,
    en: `Brazil’s General Data Protection Law (Lei 13.709/2018): privacy policy, consent before trackers and cookies, notices on forms, controller, data protection officer and HTTPS. Tracker list as of ${trackerListAsOf}.`,
  },
  region: 'BR',
  version: 'Lei 13.709/2018',
  certificationLevel: 'enterprise',
  penalties: lgpdPenalties,
  engine: { name: 'Otimiza LGPD rules', version: ruleSetsVersion },
  checks: Object.values(lgpdChecks),
  reads: ['inspection'],
  evaluate({ inspection }) {
    if (!inspection) return [];
    const trackers = trackerRequests(inspection);
    const cookies = nonEssentialCookies(inspection);
    const { trackersBeforeConsent, cookiesBeforeConsent, controllerIdentity, dpoContact } = lgpdChecks;
    return [
      privacyPolicy(inspection),
      trackers.length > 0 ? failed(trackersBeforeConsent.id, trackers) : passed(trackersBeforeConsent.id),
      cookies.length > 0 ? failed(cookiesBeforeConsent.id, cookies) : passed(cookiesBeforeConsent.id),
      consentRejectOption(inspection, trackers.length + cookies.length > 0),
      ...formPurposeNotice(inspection),
      foundInTexts(inspection, controllerIdentity.id, controllerIdentityIn, {
        pt: 'Nem a página nem a política de privacidade informam o CNPJ ou a razão social do controlador.',
        en: 'Neither the page nor the privacy policy gives the controller’s CNPJ or company name.',
      }),
      foundInTexts(inspection, dpoContact.id, dpoContactIn, {
        pt: 'Nem a página nem a política de privacidade indicam o encarregado (DPO) com um e-mail de contato.',
        en: 'Neither the page nor the privacy policy names the data protection officer with a contact e-mail.',
      }),
      ...httpsForms(inspection),
    ];
  },
};
