import type { CheckDefinition } from '../framework-definition.js';

export const lgpdChecks = {
  privacyPolicy: {
    id: 'lgpd-privacy-policy',
    title: { pt: 'Política de privacidade acessível a partir da página', en: 'Privacy policy reachable from the page' },
    clause: 'LGPD art. 6º, VI e art. 9º',
    severity: 'high',
  },
  trackersBeforeConsent: {
    id: 'lgpd-trackers-before-consent',
    title: { pt: 'Nenhum rastreador de terceiros carregado antes do consentimento', en: 'No third-party tracker loaded before consent' },
    clause: 'LGPD art. 7º, I e art. 8º',
    severity: 'high',
  },
  cookiesBeforeConsent: {
    id: 'lgpd-cookies-before-consent',
    title: { pt: 'Nenhum cookie não essencial gravado antes do consentimento', en: 'No non-essential cookie set before consent' },
    clause: 'LGPD art. 7º, I e art. 8º',
    severity: 'high',
  },
  consentRejectOption: {
    id: 'lgpd-consent-reject-option',
    title: { pt: 'Aviso de consentimento com opção de recusar', en: 'Consent notice with an option to reject' },
    clause: 'LGPD art. 5º, XII e art. 8º, § 5º',
    severity: 'high',
  },
  formPurposeNotice: {
    id: 'lgpd-form-purpose-notice',
    title: {
      pt: 'Formulários que coletam dados pessoais informam a finalidade ou pedem consentimento',
      en: 'Forms collecting personal data state the purpose or ask for consent',
    },
    clause: 'LGPD art. 6º, I e art. 9º, I',
    severity: 'medium',
  },
  controllerIdentity: {
    id: 'lgpd-controller-identity',
    title: { pt: 'Identificação do controlador (CNPJ ou razão social)', en: 'Controller identified (CNPJ or company name)' },
    clause: 'LGPD art. 9º, III',
    severity: 'medium',
  },
  dpoContact: {
    id: 'lgpd-dpo-contact',
    title: { pt: 'Identidade e contato do encarregado (DPO) divulgados', en: 'Identity and contact of the data protection officer published' },
    clause: 'LGPD art. 41, § 1º',
    severity: 'medium',
  },
  httpsForms: {
    id: 'lgpd-https-forms',
    title: { pt: 'Páginas com formulários servidas por HTTPS', en: 'Pages with forms served over HTTPS' },
    clause: 'LGPD art. 46',
    severity: 'high',
  },
} satisfies Record<string, CheckDefinition>;
