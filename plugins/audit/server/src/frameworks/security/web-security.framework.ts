import type { EvidenceView, PenaltyView } from '@otimiza/plugin-audit-shared';
import type { PageInspection } from '@otimiza/plugin-analysis-contract';
import type { CheckOutcome, FrameworkDefinition } from '../framework-definition.js';
import { failed, outcome, pageNote, passed } from '../check-outcomes.js';
import { lgpdPenalties } from '../privacy/lgpd-penalties.js';
import { ruleSetsVersion } from '../rule-sets-version.js';
import { jsAdvisoriesAsOf } from './js-advisories.js';
import { advisoriesFor } from './vulnerable-libraries.js';
import { webSecurityChecks } from './web-security-checks.js';

/** Six months, the HSTS max-age below which browsers' preload lists and scanners call it too short. */
export const minimumHstsMaxAge = 15_552_000;
const leakyReferrerPolicies = new Set(['unsafe-url', 'no-referrer-when-downgrade']);
const sessionCookieName = /sess|sid|auth|token|jwt|login/i;

const header = (inspection: PageInspection, name: string): EvidenceView => ({ kind: 'header', header: { name, value: inspection.headers[name] ?? null } });
const isHttps = (url: string) => url.startsWith('https:');

function hsts(inspection: PageInspection): CheckOutcome {
  const value = inspection.headers['strict-transport-security'];
  const maxAge = Number(/max-age\s*=\s*"?(\d+)/i.exec(value ?? '')?.[1] ?? Number.NaN);
  return outcome(webSecurityChecks.hsts.id, isHttps(inspection.finalUrl) && maxAge >= minimumHstsMaxAge, [header(inspection, 'strict-transport-security')]);
}

function framing(inspection: PageInspection): CheckOutcome {
  const frameOptions = (inspection.headers['x-frame-options'] ?? '').trim().toLowerCase();
  const frameAncestors = /(^|;)\s*frame-ancestors\s/i.test(inspection.headers['content-security-policy'] ?? '');
  return outcome(webSecurityChecks.framing.id, frameOptions === 'deny' || frameOptions === 'sameorigin' || frameAncestors, [
    header(inspection, 'x-frame-options'),
    ...(frameAncestors ? [header(inspection, 'content-security-policy')] : []),
  ]);
}

function referrerPolicy(inspection: PageInspection): CheckOutcome {
  const value = inspection.headers['referrer-policy'];
  // The last valid token wins (Referrer Policy §8.1): a fallback list ends with the one that applies.
  const effective = value
    ?.split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean)
    .at(-1);
  return outcome(webSecurityChecks.referrerPolicy.id, Boolean(effective) && !leakyReferrerPolicies.has(effective!), [header(inspection, 'referrer-policy')]);
}

function cookieFlags(inspection: PageInspection): CheckOutcome[] {
  const firstParty = inspection.cookies.filter((cookie) => cookie.firstParty);
  if (firstParty.length === 0) return [];
  const secureNeeded = isHttps(inspection.finalUrl);
  const problems = firstParty.flatMap((cookie): EvidenceView[] => {
    const missing = [
      ...(secureNeeded && !cookie.secure ? ['Secure'] : []),
      ...(cookie.sameSite === null ? ['SameSite'] : []),
      ...(!cookie.httpOnly && sessionCookieName.test(cookie.name) ? ['HttpOnly'] : []),
    ];
    if (missing.length === 0) return [];
    return [
      { kind: 'cookie', cookie: { name: cookie.name, domain: cookie.domain }, note: { pt: `Sem ${missing.join(', ')}`, en: `Missing ${missing.join(', ')}` } },
    ];
  });
  const { id } = webSecurityChecks.cookieFlags;
  return [
    problems.length > 0
      ? failed(id, problems)
      : passed(
          id,
          firstParty.map((cookie) => ({ kind: 'cookie', cookie: { name: cookie.name, domain: cookie.domain } })),
        ),
  ];
}

function mixedContent(inspection: PageInspection): CheckOutcome[] {
  if (!isHttps(inspection.finalUrl)) return [];
  const insecure = [...new Set(inspection.requests.filter((request) => request.url.startsWith('http:')).map((request) => request.url))];
  const { id } = webSecurityChecks.mixedContent;
  return [
    insecure.length > 0
      ? failed(
          id,
          insecure.map((url) => ({ kind: 'request', url })),
        )
      : passed(id),
  ];
}

function vulnerableLibraries(inspection: PageInspection): CheckOutcome {
  const vulnerable = inspection.libraries.flatMap((library) => advisoriesFor(library) ?? []);
  const { id } = webSecurityChecks.vulnerableLibraries;
  if (vulnerable.length === 0) {
    return passed(
      id,
      inspection.libraries.map((library) => ({ kind: 'library', library: { name: library.name, version: library.version, advisories: [] } })),
    );
  }
  return failed(
    id,
    vulnerable.map(({ library, name, advisories }) => ({
      kind: 'library',
      url: library.source.startsWith('http') ? library.source : undefined,
      library: { name, version: library.version, advisories: advisories.flatMap((advisory) => advisory.ids) },
      note: {
        pt: `${advisories.map((advisory) => advisory.summary).join('; ')} (avisos de ${jsAdvisoriesAsOf})`,
        en: `${advisories.map((advisory) => advisory.summary).join('; ')} (advisories as of ${jsAdvisoriesAsOf})`,
      },
    })),
  );
}

const securityPenalties: PenaltyView[] = lgpdPenalties.map((penalty) => ({
  ...penalty,
  source: `${penalty.source} c/c art. 46`,
}));

/**
 * The page's transport and response-header hygiene (OWASP ASVS 4.0.3 V3, V9, V14 and the OWASP
 * Top 10 2021), its cookies' flags, mixed content and JavaScript libraries with known advisories
 * (a bundled list, `jsAdvisoriesAsOf`). The headers are the main document's, after redirects.
 */
export const webSecurityFramework: FrameworkDefinition = {
  id: 'web-security',
  name: 'Segurança web (OWASP)',
  type: 'security',
  description: {
    pt: `HTTPS, cabeçalhos de segurança, cookies, conteúdo misto e bibliotecas JavaScript vulneráveis, segundo o OWASP ASVS 4.0.3 e o OWASP Top 10 2021 (avisos de ${jsAdvisoriesAsOf}).`,
    en: `HTTPS, security headers, cookies, mixed content and vulnerable JavaScript libraries, per OWASP ASVS 4.0.3 and the OWASP Top 10 2021 (advisories as of ${jsAdvisoriesAsOf}).`,
  },
  region: 'international',
  version: 'OWASP ASVS 4.0.3',
  certificationLevel: 'intermediate',
  penalties: securityPenalties,
  engine: { name: 'Otimiza security rules', version: ruleSetsVersion },
  checks: Object.values(webSecurityChecks),
  reads: ['inspection'],
  evaluate({ inspection }) {
    if (!inspection) return [];
    const https = isHttps(inspection.finalUrl);
    const csp = inspection.headers['content-security-policy'];
    const nosniff = (inspection.headers['x-content-type-options'] ?? '').trim().toLowerCase() === 'nosniff';
    return [
      outcome(webSecurityChecks.https.id, https, [
        pageNote(
          inspection.finalUrl,
          https ? { pt: 'Servida por HTTPS.', en: 'Served over HTTPS.' } : { pt: 'Servida sem HTTPS.', en: 'Served without HTTPS.' },
        ),
      ]),
      hsts(inspection),
      outcome(webSecurityChecks.csp.id, Boolean(csp?.trim()), [header(inspection, 'content-security-policy')]),
      framing(inspection),
      outcome(webSecurityChecks.nosniff.id, nosniff, [header(inspection, 'x-content-type-options')]),
      referrerPolicy(inspection),
      ...cookieFlags(inspection),
      ...mixedContent(inspection),
      vulnerableLibraries(inspection),
    ];
  },
};
