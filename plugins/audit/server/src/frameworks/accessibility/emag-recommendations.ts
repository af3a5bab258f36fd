import type { LocalizedText } from '@otimiza/sdk/shared';
import type { Severity } from '@otimiza/plugin-audit-shared';

export interface EmagRecommendation {
  /** The recommendation's number in eMAG 3.1 ('3.6'). */
  number: string;
  title: LocalizedText;
  severity: Severity;
  /** The axe-core WCAG rules whose results evidence it. */
  axeRules: readonly string[];
}

/**
 * eMAG 3.1 (Modelo de Acessibilidade em Governo Eletrônico, 2014) recommendations that an axe-core
 * rule evidences, each with the rules that do. Recommendations no automated rule can judge
 * (1.6 tabelas para diagramação, 3.11 leitura e compreensão, 6.8 CAPTCHA…) are not part of this
 * rule set: they need a person's review.
 */
export const emagRecommendations: readonly EmagRecommendation[] = [
  {
    number: '1.1',
    title: { pt: 'Respeitar os Padrões Web', en: 'Follow web standards' },
    severity: 'high',
    axeRules: [
      'aria-allowed-attr',
      'aria-conditional-attr',
      'aria-deprecated-role',
      'aria-prohibited-attr',
      'aria-required-attr',
      'aria-required-children',
      'aria-required-parent',
      'aria-roles',
      'aria-valid-attr',
      'aria-valid-attr-value',
      'duplicate-id-aria',
      'list',
      'listitem',
      'definition-list',
      'dlitem',
      'nested-interactive',
    ],
  },
  {
    number: '1.2',
    title: { pt: 'Organizar o código HTML de forma lógica e semântica', en: 'Organise the HTML code logically and semantically' },
    severity: 'medium',
    axeRules: ['p-as-heading'],
  },
  {
    number: '1.5',
    title: { pt: 'Fornecer âncoras para ir direto a um bloco de conteúdo', en: 'Provide anchors to skip to a block of content' },
    severity: 'medium',
    axeRules: ['bypass'],
  },
  {
    number: '2.1',
    title: { pt: 'Disponibilizar todas as funções da página via teclado', en: 'Make every function of the page available from the keyboard' },
    severity: 'critical',
    axeRules: ['scrollable-region-focusable', 'frame-focusable-content', 'aria-hidden-focus'],
  },
  {
    number: '2.2',
    title: { pt: 'Garantir que os objetos programáveis sejam acessíveis', en: 'Make programmable objects accessible' },
    severity: 'high',
    axeRules: [
      'object-alt',
      'frame-title',
      'frame-title-unique',
      'aria-command-name',
      'aria-input-field-name',
      'aria-meter-name',
      'aria-progressbar-name',
      'aria-toggle-field-name',
      'aria-tooltip-name',
      'aria-tab-name',
      'aria-hidden-body',
    ],
  },
  {
    number: '2.3',
    title: { pt: 'Não criar páginas com atualização automática periódica', en: 'Do not make pages that refresh themselves periodically' },
    severity: 'high',
    axeRules: ['meta-refresh'],
  },
  {
    number: '2.4',
    title: { pt: 'Não utilizar redirecionamento automático de páginas', en: 'Do not redirect pages automatically' },
    severity: 'high',
    axeRules: ['meta-refresh'],
  },
  {
    number: '2.7',
    title: { pt: 'Assegurar o controle do usuário sobre as alterações temporais do conteúdo', en: 'Give the user control over content that changes over time' },
    severity: 'medium',
    axeRules: ['blink', 'marquee'],
  },
  {
    number: '3.1',
    title: { pt: 'Identificar o idioma principal da página', en: 'Identify the page’s main language' },
    severity: 'high',
    axeRules: ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch'],
  },
  {
    number: '3.2',
    title: { pt: 'Informar mudança de idioma no conteúdo', en: 'Mark changes of language in the content' },
    severity: 'low',
    axeRules: ['valid-lang'],
  },
  {
    number: '3.3',
    title: { pt: 'Oferecer um título descritivo e informativo à página', en: 'Give the page a descriptive, informative title' },
    severity: 'high',
    axeRules: ['document-title'],
  },
  { number: '3.5', title: { pt: 'Descrever links clara e sucintamente', en: 'Describe links clearly and briefly' }, severity: 'high', axeRules: ['link-name'] },
  {
    number: '3.6',
    title: { pt: 'Fornecer alternativa em texto para as imagens do sítio', en: 'Provide text alternatives for the site’s images' },
    severity: 'critical',
    axeRules: ['image-alt', 'role-img-alt', 'svg-img-alt'],
  },
  {
    number: '3.7',
    title: { pt: 'Utilizar mapas de imagem de forma acessível', en: 'Use image maps accessibly' },
    severity: 'high',
    axeRules: ['area-alt', 'server-side-image-map'],
  },
  {
    number: '3.9',
    title: { pt: 'Em tabelas, utilizar títulos e resumos de forma apropriada', en: 'Use table captions and summaries properly' },
    severity: 'medium',
    axeRules: ['table-fake-caption'],
  },
  {
    number: '3.10',
    title: { pt: 'Associar células de dados às células de cabeçalho', en: 'Associate data cells with header cells' },
    severity: 'high',
    axeRules: ['td-has-header', 'td-headers-attr', 'th-has-data-cells'],
  },
  {
    number: '4.1',
    title: { pt: 'Oferecer contraste mínimo entre plano de fundo e primeiro plano', en: 'Offer minimum contrast between background and foreground' },
    severity: 'high',
    axeRules: ['color-contrast'],
  },
  {
    number: '4.2',
    title: {
      pt: 'Não utilizar apenas cor ou outras características sensoriais para diferenciar elementos',
      en: 'Do not use colour or other sensory traits alone to tell elements apart',
    },
    severity: 'medium',
    axeRules: ['link-in-text-block'],
  },
  {
    number: '4.3',
    title: { pt: 'Permitir redimensionamento sem perda de funcionalidade', en: 'Allow resizing without loss of function' },
    severity: 'high',
    axeRules: ['meta-viewport', 'avoid-inline-spacing', 'css-orientation-lock'],
  },
  {
    number: '5.1',
    title: { pt: 'Fornecer alternativa para vídeo', en: 'Provide an alternative for video' },
    severity: 'critical',
    axeRules: ['video-caption'],
  },
  {
    number: '5.2',
    title: { pt: 'Fornecer alternativa para áudio', en: 'Provide an alternative for audio' },
    severity: 'critical',
    axeRules: ['audio-caption'],
  },
  {
    number: '5.4',
    title: { pt: 'Fornecer controle de áudio para som', en: 'Provide audio control for sound' },
    severity: 'high',
    axeRules: ['no-autoplay-audio'],
  },
  {
    number: '6.1',
    title: { pt: 'Fornecer alternativa em texto para os botões de imagem de formulários', en: 'Provide text alternatives for form image buttons' },
    severity: 'critical',
    axeRules: ['input-image-alt', 'input-button-name', 'button-name'],
  },
  {
    number: '6.2',
    title: { pt: 'Associar etiquetas aos seus campos', en: 'Associate labels with their fields' },
    severity: 'critical',
    axeRules: ['label', 'select-name', 'form-field-multiple-labels', 'label-content-name-mismatch'],
  },
  {
    number: '6.5',
    title: { pt: 'Fornecer instruções para entrada de dados', en: 'Provide instructions for data entry' },
    severity: 'medium',
    axeRules: ['autocomplete-valid'],
  },
];
