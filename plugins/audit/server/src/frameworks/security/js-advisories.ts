/** The date the advisories below were last checked against the GitHub Advisory Database and NVD. */
export const jsAdvisoriesAsOf = '2026-11-26';

export interface JsAdvisory {
  /** Affected versions, as a semver range. */
  range: string;
  ids: readonly string[];
  summary: string;
}

export interface JsLibraryAdvisories {
  /** The library's display name. */
  name: string;
  /** Names a detector may report it under, compared lower-cased without spaces, dots or dashes. */
  aliases: readonly string[];
  advisories: readonly JsAdvisory[];
}

/** Known-vulnerable versions of JavaScript libraries commonly loaded by websites. */
export const jsAdvisories: readonly JsLibraryAdvisories[] = [
  {
    name: 'jQuery',
    aliases: ['jquery'],
    advisories: [
      { range: '<1.9.0', ids: ['CVE-2012-6708'], summary: 'XSS: selector strings with HTML are parsed as HTML' },
      { range: '>=1.4.0 <3.0.0', ids: ['CVE-2015-9251'], summary: 'XSS: cross-domain Ajax responses executed as script' },
      { range: '<3.4.0', ids: ['CVE-2019-11358'], summary: 'Prototype pollution in jQuery.extend' },
      { range: '>=1.0.3 <3.5.0', ids: ['CVE-2020-11022', 'CVE-2020-11023'], summary: 'XSS: HTML passed to DOM manipulation methods' },
    ],
  },
  {
    name: 'jQuery UI',
    aliases: ['jqueryui'],
    advisories: [
      { range: '<1.13.0', ids: ['CVE-2021-41182', 'CVE-2021-41183', 'CVE-2021-41184'], summary: 'XSS in altField, *Text options and .position() of:' },
      { range: '<1.13.2', ids: ['CVE-2022-31160'], summary: 'XSS when refreshing a checkboxradio with HTML labels' },
    ],
  },
  {
    name: 'Bootstrap',
    aliases: ['bootstrap'],
    advisories: [
      {
        range: '<3.4.0 || >=4.0.0 <4.1.2',
        ids: ['CVE-2018-14040', 'CVE-2018-14041', 'CVE-2018-14042'],
        summary: 'XSS in data-parent, data-target and data-container',
      },
      { range: '<3.4.1 || >=4.0.0 <4.3.1', ids: ['CVE-2019-8331'], summary: 'XSS in the tooltip and popover data-template' },
    ],
  },
  {
    name: 'AngularJS',
    aliases: ['angularjs', 'angular'],
    advisories: [
      { range: '>=1.0.0 <2.0.0', ids: ['EOL 2021-12-31'], summary: 'AngularJS 1.x reached end of life: no more security fixes' },
      {
        range: '>=1.0.0 <2.0.0',
        ids: ['CVE-2022-25869', 'CVE-2023-26116', 'CVE-2023-26117', 'CVE-2023-26118'],
        summary: 'XSS and ReDoS with no fixed 1.x release',
      },
    ],
  },
  {
    name: 'Lodash',
    aliases: ['lodash'],
    advisories: [
      { range: '<4.17.12', ids: ['CVE-2019-10744'], summary: 'Prototype pollution in defaultsDeep' },
      { range: '<4.17.21', ids: ['CVE-2021-23337', 'CVE-2020-28500'], summary: 'Command injection in template; ReDoS in trim functions' },
    ],
  },
  {
    name: 'Moment.js',
    aliases: ['moment', 'momentjs'],
    advisories: [
      { range: '<2.29.2', ids: ['CVE-2022-24785'], summary: 'Path traversal in locale loading' },
      { range: '>=2.18.0 <2.29.4', ids: ['CVE-2022-31129'], summary: 'ReDoS in RFC 2822 date parsing' },
    ],
  },
  {
    name: 'Handlebars',
    aliases: ['handlebars'],
    advisories: [{ range: '<4.7.7', ids: ['CVE-2021-23369', 'CVE-2021-23383'], summary: 'Remote code execution when compiling untrusted templates' }],
  },
  {
    name: 'DOMPurify',
    aliases: ['dompurify'],
    advisories: [
      { range: '<2.2.2', ids: ['CVE-2020-26870'], summary: 'Mutation XSS bypass' },
      { range: '<2.5.4 || >=3.0.0 <3.1.3', ids: ['CVE-2024-45801'], summary: 'Sanitisation bypass through deep nesting (prototype pollution)' },
    ],
  },
];
