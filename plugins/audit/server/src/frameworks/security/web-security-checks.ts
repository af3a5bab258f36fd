import type { CheckDefinition } from '../framework-definition.js';

export const webSecurityChecks = {
  https: {
    id: 'security-https',
    title: { pt: 'Página servida por HTTPS', en: 'Page served over HTTPS' },
    clause: 'OWASP ASVS 4.0.3 V9.1.1; OWASP Top 10 A02:2021; LGPD art. 46',
    severity: 'critical',
  },
  hsts: {
    id: 'security-hsts',
    title: { pt: 'HSTS com max-age de pelo menos 180 dias', en: 'HSTS with a max-age of at least 180 days' },
    clause: 'OWASP ASVS 4.0.3 V14.4.5; OWASP Top 10 A05:2021',
    severity: 'medium',
  },
  csp: {
    id: 'security-csp',
    title: { pt: 'Content-Security-Policy definida', en: 'Content-Security-Policy set' },
    clause: 'OWASP ASVS 4.0.3 V14.4.3; OWASP Top 10 A03:2021',
    severity: 'medium',
  },
  framing: {
    id: 'security-frame-options',
    title: { pt: 'Proteção contra clickjacking (X-Frame-Options ou frame-ancestors)', en: 'Clickjacking protection (X-Frame-Options or frame-ancestors)' },
    clause: 'OWASP ASVS 4.0.3 V14.4.7; OWASP Top 10 A05:2021',
    severity: 'medium',
  },
  nosniff: {
    id: 'security-content-type-options',
    title: { pt: 'X-Content-Type-Options: nosniff', en: 'X-Content-Type-Options: nosniff' },
    clause: 'OWASP ASVS 4.0.3 V14.4.4; OWASP Top 10 A05:2021',
    severity: 'low',
  },
  referrerPolicy: {
    id: 'security-referrer-policy',
    title: { pt: 'Referrer-Policy que não vaza endereços completos', en: 'Referrer-Policy that does not leak full addresses' },
    clause: 'OWASP ASVS 4.0.3 V14.4.6; LGPD art. 46',
    severity: 'low',
  },
  cookieFlags: {
    id: 'security-cookie-flags',
    title: { pt: 'Cookies do site com Secure, SameSite e HttpOnly (sessão)', en: 'Site cookies with Secure, SameSite and HttpOnly (session)' },
    clause: 'OWASP ASVS 4.0.3 V3.4.1–V3.4.3; LGPD art. 46',
    severity: 'medium',
  },
  mixedContent: {
    id: 'security-mixed-content',
    title: { pt: 'Sem conteúdo misto (recursos HTTP em página HTTPS)', en: 'No mixed content (HTTP resources on an HTTPS page)' },
    clause: 'OWASP ASVS 4.0.3 V9.1.1; OWASP Top 10 A02:2021',
    severity: 'high',
  },
  vulnerableLibraries: {
    id: 'security-vulnerable-libraries',
    title: { pt: 'Sem bibliotecas JavaScript com vulnerabilidades conhecidas', en: 'No JavaScript libraries with known vulnerabilities' },
    clause: 'OWASP ASVS 4.0.3 V14.2.1; OWASP Top 10 A06:2021',
    severity: 'high',
  },
} satisfies Record<string, CheckDefinition>;
