import type { LocalizedText } from '@otimiza/sdk/shared';

/**
 * How a WCAG success criterion is tested here.
 * - `automatic`: an automated rule decides the criterion, a pass included;
 * - `partial`: automated rules find some failures, a person must check the rest (`whatToCheck`);
 * - `manual`: no automated rule of ours covers it; a person checks it with the browser (keyboard, zoom, viewport…);
 * - `not-testable`: it depends on meaning or equivalence (is this caption right? is this heading descriptive?), which no tool can decide.
 *
 * No criterion is `automatic` in this list: W3C's ACT rules, which axe-core's rules implement, map a passed
 * rule to "further testing needed" for every one of their criteria; only a failure is decided. So an automated
 * pass never shows that a criterion is met.
 */
export const wcagTestingKinds = ['automatic', 'partial', 'manual', 'not-testable'] as const;
export type WcagTesting = (typeof wcagTestingKinds)[number];

export interface WcagCriterion {
  /** '1.1.1' */
  number: string;
  level: 'A' | 'AA';
  /** The WCAG version that added it. */
  since: '2.0' | '2.1' | '2.2';
  name: LocalizedText;
  testing: WcagTesting;
  /**
   * The axe-core rules (axe-core 4.14, the same ids as Lighthouse's accessibility audits) that axe tags with this
   * criterion and that the audit runs (a selection by the WCAG A/AA tags, which leaves out axe's experimental and deprecated rules).
   */
  axeRules: readonly string[];
  /** What a person must look at (null only for `automatic`). */
  whatToCheck: LocalizedText | null;
  /** eMAG 3.1 recommendations that correspond; empty where none clearly does (criteria added by WCAG 2.1 and 2.2 mostly). */
  emag: readonly string[];
}

/** eMAG 3.1 (2014): its 45 recommendations in six sections, by number, with their official titles. */
export const emag31Recommendations: Readonly<Record<string, string>> = {
  '1.1': 'Respeitar os Padrões Web',
  '1.2': 'Organizar o código HTML de forma lógica e semântica',
  '1.3': 'Utilizar corretamente os níveis de cabeçalho',
  '1.4': 'Ordenar de forma lógica e intuitiva a leitura e tabulação',
  '1.5': 'Fornecer âncoras para ir direto a um bloco de conteúdo',
  '1.6': 'Não utilizar tabelas para diagramação',
  '1.7': 'Separar links adjacentes',
  '1.8': 'Dividir as áreas de informação',
  '1.9': 'Não abrir novas instâncias sem a solicitação do usuário',
  '2.1': 'Disponibilizar todas as funções da página via teclado',
  '2.2': 'Garantir que os objetos programáveis sejam acessíveis',
  '2.3': 'Não criar páginas com atualização automática periódica',
  '2.4': 'Não utilizar redirecionamento automático de páginas',
  '2.5': 'Fornecer alternativa para modificar limite de tempo',
  '2.6': 'Não incluir situações com intermitência de tela',
  '2.7': 'Assegurar o controle do usuário sobre as alterações temporais do conteúdo',
  '3.1': 'Identificar o idioma principal da página',
  '3.2': 'Informar mudança de idioma no conteúdo',
  '3.3': 'Oferecer um título descritivo e informativo à página',
  '3.4': 'Informar o usuário sobre sua localização na página',
  '3.5': 'Descrever links clara e sucintamente',
  '3.6': 'Fornecer alternativa em texto para as imagens do sítio',
  '3.7': 'Utilizar mapas de imagem de forma acessível',
  '3.8': 'Disponibilizar documentos em formatos acessíveis',
  '3.9': 'Em tabelas, utilizar títulos e resumos de forma apropriada',
  '3.10': 'Associar células de dados às células de cabeçalho',
  '3.11': 'Garantir a leitura e compreensão das informações',
  '3.12': 'Disponibilizar uma explicação para siglas, abreviaturas e palavras incomuns',
  '4.1': 'Oferecer contraste mínimo entre plano de fundo e primeiro plano',
  '4.2': 'Não utilizar apenas cor ou outras características sensoriais para diferenciar elementos',
  '4.3': 'Permitir redimensionamento sem perda de funcionalidade',
  '4.4': 'Possibilitar que o elemento com foco seja visualmente evidente',
  '5.1': 'Fornecer alternativa para vídeo',
  '5.2': 'Fornecer alternativa para áudio',
  '5.3': 'Oferecer audiodescrição para vídeo pré-gravado',
  '5.4': 'Fornecer controle de áudio para som',
  '5.5': 'Fornecer controle de animação',
  '6.1': 'Fornecer alternativa em texto para os botões de imagem de formulários',
  '6.2': 'Associar etiquetas aos seus campos',
  '6.3': 'Estabelecer uma ordem lógica de navegação',
  '6.4': 'Não provocar automaticamente alteração no contexto',
  '6.5': 'Fornecer instruções para entrada de dados',
  '6.6': 'Identificar e descrever erros de entrada de dados e confirmar o envio das informações',
  '6.7': 'Agrupar campos de formulário',
  '6.8': 'Fornecer estratégias de segurança específicas ao invés de CAPTCHA',
};

/** The Brazilian references of the whole list (not of each criterion). */
export const wcagBrazilianReferences = {
  lbi: {
    citation: 'Lei nº 13.146/2015 (Lei Brasileira de Inclusão), art. 63',
    summary: {
      pt: 'Torna obrigatória a acessibilidade dos sítios mantidos por empresas com sede ou representação comercial no País e por órgãos de governo, segundo as melhores práticas e diretrizes de acessibilidade adotadas internacionalmente (como as WCAG). Vale para todos os critérios desta lista.',
      en: 'Makes accessibility mandatory for websites run by companies based or represented in Brazil and by government bodies, following internationally adopted accessibility practices and guidelines (such as WCAG). It applies to every criterion in this list.',
    },
  },
  emag: {
    citation: 'eMAG 3.1 — Modelo de Acessibilidade em Governo Eletrônico (2014)',
    summary: {
      pt: '45 recomendações em seis seções (Marcação, Comportamento, Conteúdo/Informação, Apresentação/Design, Multimídia, Formulário). Cada critério mostra as recomendações correspondentes; os critérios criados pelas WCAG 2.1 e 2.2 em geral não têm correspondente no eMAG 3.1.',
      en: '45 recommendations in six sections (Markup, Behaviour, Content/Information, Presentation/Design, Multimedia, Forms). Each criterion shows the corresponding recommendations; criteria added by WCAG 2.1 and 2.2 mostly have none in eMAG 3.1.',
    },
  },
  nbr17225: {
    citation: 'ABNT NBR 17225:2025 — Acessibilidade em conteúdo e aplicações web — Requisitos',
    summary: {
      pt: 'Norma brasileira baseada nas WCAG 2.2. Esta lista a cita como um todo, sem remeter cada critério a um item da norma: a numeração dos itens da NBR 17225 não foi conferida aqui.',
      en: 'Brazilian standard based on WCAG 2.2. This list cites it as a whole, without pointing each criterion to a clause of the standard: the numbering of NBR 17225’s clauses was not verified here.',
    },
  },
} as const;

const text = (pt: string, en: string): LocalizedText => ({ pt, en });

/** WCAG 2.2 success criteria at levels A and AA (2.2 removed 4.1.1 Parsing): 31 at A, 24 at AA. */
export const wcag22Criteria: readonly WcagCriterion[] = [
  {
    number: '1.1.1',
    level: 'A',
    since: '2.0',
    name: text('Conteúdo não textual', 'Non-text Content'),
    testing: 'partial',
    axeRules: ['image-alt', 'input-image-alt', 'object-alt', 'role-img-alt', 'svg-img-alt', 'aria-meter-name', 'aria-progressbar-name'],
    whatToCheck: text(
      'Os testes só veem se há um texto alternativo. Verifique se ele diz o que a imagem comunica (ou está vazio numa imagem decorativa), e se gráficos, ícones e CAPTCHAs têm alternativa equivalente.',
      'The tests only see whether an alternative text exists. Check that it says what the image conveys (or is empty on a decorative image), and that charts, icons and CAPTCHAs have an equivalent alternative.',
    ),
    emag: ['3.6', '3.7', '6.1', '6.8'],
  },
  {
    number: '1.2.1',
    level: 'A',
    since: '2.0',
    name: text('Apenas áudio e apenas vídeo (pré-gravado)', 'Audio-only and Video-only (Prerecorded)'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Para cada áudio ou vídeo sem som, veja se há uma transcrição ou alternativa que traga a mesma informação.',
      'For each audio-only or silent video, check that a transcript or alternative carries the same information.',
    ),
    emag: ['5.1', '5.2'],
  },
  {
    number: '1.2.2',
    level: 'A',
    since: '2.0',
    name: text('Legendas (pré-gravadas)', 'Captions (Prerecorded)'),
    testing: 'partial',
    axeRules: ['video-caption'],
    whatToCheck: text(
      'O teste só vê se o vídeo tem uma faixa de legenda. Assista e confira se as legendas estão sincronizadas e trazem falas e sons relevantes.',
      'The test only sees whether the video has a caption track. Watch it and check that the captions are in sync and carry the speech and relevant sounds.',
    ),
    emag: ['5.1'],
  },
  {
    number: '1.2.3',
    level: 'A',
    since: '2.0',
    name: text('Audiodescrição ou mídia alternativa (pré-gravada)', 'Audio Description or Media Alternative (Prerecorded)'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Veja se os vídeos têm audiodescrição ou uma alternativa em texto que descreva o que só se vê na imagem.',
      'Check that videos have audio description or a text alternative describing what is only visible in the picture.',
    ),
    emag: ['5.1', '5.3'],
  },
  {
    number: '1.2.4',
    level: 'AA',
    since: '2.0',
    name: text('Legendas (ao vivo)', 'Captions (Live)'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text('Em transmissões ao vivo, confira se há legendas em tempo real.', 'In live streams, check that real-time captions are provided.'),
    emag: ['5.1'],
  },
  {
    number: '1.2.5',
    level: 'AA',
    since: '2.0',
    name: text('Audiodescrição (pré-gravada)', 'Audio Description (Prerecorded)'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Veja se os vídeos pré-gravados têm audiodescrição do que é importante e só aparece na imagem.',
      'Check that prerecorded videos have audio description of what matters and is only shown in the picture.',
    ),
    emag: ['5.3'],
  },
  {
    number: '1.3.1',
    level: 'A',
    since: '2.0',
    name: text('Informações e relações', 'Info and Relationships'),
    testing: 'partial',
    axeRules: [
      'list',
      'listitem',
      'definition-list',
      'dlitem',
      'td-headers-attr',
      'th-has-data-cells',
      'aria-required-children',
      'aria-required-parent',
      'aria-hidden-body',
    ],
    whatToCheck: text(
      'Os testes veem listas, tabelas e papéis ARIA mal formados. Verifique se o que parece título é marcado como título, se tabelas de dados têm cabeçalhos, se campos relacionados estão agrupados e se a estrutura visual está no código.',
      'The tests see malformed lists, tables and ARIA roles. Check that what looks like a heading is marked up as one, that data tables have headers, that related fields are grouped and that the visual structure is in the code.',
    ),
    emag: ['1.2', '1.3', '1.6', '3.9', '3.10', '6.2', '6.7'],
  },
  {
    number: '1.3.2',
    level: 'A',
    since: '2.0',
    name: text('Sequência com significado', 'Meaningful Sequence'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Leia a página sem CSS ou com um leitor de tela e veja se a ordem do código mantém o sentido da ordem visual.',
      'Read the page without CSS or with a screen reader and check that the code order keeps the meaning of the visual order.',
    ),
    emag: ['1.4'],
  },
  {
    number: '1.3.3',
    level: 'A',
    since: '2.0',
    name: text('Características sensoriais', 'Sensory Characteristics'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Procure instruções que dependam só de forma, posição, tamanho ou som ("clique no botão redondo à direita") e veja se também nomeiam o elemento.',
      'Look for instructions that rely only on shape, position, size or sound ("press the round button on the right") and check that they also name the element.',
    ),
    emag: ['4.2'],
  },
  {
    number: '1.3.4',
    level: 'AA',
    since: '2.1',
    name: text('Orientação', 'Orientation'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Gire o celular ou o tablet: a página deve funcionar em retrato e em paisagem, salvo quando uma orientação é essencial.',
      'Rotate the phone or tablet: the page must work in portrait and landscape, unless one orientation is essential.',
    ),
    emag: [],
  },
  {
    number: '1.3.5',
    level: 'AA',
    since: '2.1',
    name: text('Identificar o propósito de entrada', 'Identify Input Purpose'),
    testing: 'partial',
    axeRules: ['autocomplete-valid'],
    whatToCheck: text(
      'O teste só vê valores de autocomplete inválidos. Verifique se os campos de dados do próprio usuário (nome, e-mail, telefone, endereço) têm o autocomplete correto.',
      'The test only sees invalid autocomplete values. Check that fields about the user (name, e-mail, phone, address) carry the right autocomplete.',
    ),
    emag: [],
  },
  {
    number: '1.4.1',
    level: 'A',
    since: '2.0',
    name: text('Uso de cor', 'Use of Color'),
    testing: 'partial',
    axeRules: ['link-in-text-block'],
    whatToCheck: text(
      'O teste só vê links distinguidos do texto apenas pela cor. Verifique gráficos, legendas, campos com erro e estados que só a cor diferencia.',
      'The test only sees links told apart from text by colour alone. Check charts, legends, fields in error and states that only colour distinguishes.',
    ),
    emag: ['4.2'],
  },
  {
    number: '1.4.2',
    level: 'A',
    since: '2.0',
    name: text('Controle de áudio', 'Audio Control'),
    testing: 'partial',
    axeRules: ['no-autoplay-audio'],
    whatToCheck: text(
      'Verifique se um som que toca sozinho por mais de 3 segundos pode ser pausado ou ter o volume ajustado à parte, inclusive os iniciados por script.',
      'Check that a sound playing on its own for more than 3 seconds can be paused or its volume set separately, including sounds started by scripts.',
    ),
    emag: ['5.4'],
  },
  {
    number: '1.4.3',
    level: 'AA',
    since: '2.0',
    name: text('Contraste (mínimo)', 'Contrast (Minimum)'),
    testing: 'partial',
    axeRules: ['color-contrast'],
    whatToCheck: text(
      'O teste mede texto sobre fundo sólido e marca para revisão o que está sobre imagens ou gradientes. Confira esses casos, textos em imagens e estados (hover, foco, desabilitado não conta).',
      'The test measures text on solid backgrounds and flags text on images or gradients for review. Check those cases, text in images and states (hover, focus; disabled does not count).',
    ),
    emag: ['4.1'],
  },
  {
    number: '1.4.4',
    level: 'AA',
    since: '2.0',
    name: text('Redimensionar texto', 'Resize Text'),
    testing: 'partial',
    axeRules: ['meta-viewport'],
    whatToCheck: text(
      'O teste só vê se o zoom foi bloqueado. Amplie o texto a 200% e veja se nada se sobrepõe, corta ou some.',
      'The test only sees whether zoom is blocked. Enlarge the text to 200% and check that nothing overlaps, is clipped or disappears.',
    ),
    emag: ['4.3'],
  },
  {
    number: '1.4.5',
    level: 'AA',
    since: '2.0',
    name: text('Imagens de texto', 'Images of Text'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Procure imagens que contenham texto que poderia ser texto de verdade (banners, botões, citações); logotipos são exceção.',
      'Look for images holding text that could be real text (banners, buttons, quotes); logos are an exception.',
    ),
    emag: [],
  },
  {
    number: '1.4.10',
    level: 'AA',
    since: '2.1',
    name: text('Refluxo', 'Reflow'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Com a janela em 320 px de largura (ou zoom de 400%), o conteúdo deve caber sem rolagem horizontal, salvo tabelas, mapas e semelhantes.',
      'At a 320 px wide window (or 400% zoom), content must fit without horizontal scrolling, except tables, maps and the like.',
    ),
    emag: [],
  },
  {
    number: '1.4.11',
    level: 'AA',
    since: '2.1',
    name: text('Contraste não textual', 'Non-text Contrast'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Meça o contraste (3:1) das bordas de campos e botões, indicadores de foco e estado e partes de gráficos necessárias para entendê-los.',
      'Measure the contrast (3:1) of field and button borders, focus and state indicators and the parts of charts needed to understand them.',
    ),
    emag: [],
  },
  {
    number: '1.4.12',
    level: 'AA',
    since: '2.1',
    name: text('Espaçamento de texto', 'Text Spacing'),
    testing: 'partial',
    axeRules: ['avoid-inline-spacing'],
    whatToCheck: text(
      'O teste só vê espaçamentos fixados com !important no atributo style. Aplique o espaçamento do critério (linha 1,5; parágrafos 2; letras 0,12; palavras 0,16) e veja se nenhum texto corta ou se sobrepõe.',
      'The test only sees spacing fixed with !important in style attributes. Apply the criterion’s spacing (line 1.5, paragraphs 2, letters 0.12, words 0.16) and check that no text is clipped or overlaps.',
    ),
    emag: [],
  },
  {
    number: '1.4.13',
    level: 'AA',
    since: '2.1',
    name: text('Conteúdo em foco ou ao passar o mouse', 'Content on Hover or Focus'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Abra dicas e menus que aparecem ao passar o mouse ou focar: devem poder ser fechados com Esc, permitir mover o mouse sobre eles e ficar visíveis até o usuário sair.',
      'Open tooltips and menus that appear on hover or focus: they must be dismissable with Esc, hoverable, and stay visible until the user leaves.',
    ),
    emag: [],
  },
  {
    number: '2.1.1',
    level: 'A',
    since: '2.0',
    name: text('Teclado', 'Keyboard'),
    testing: 'partial',
    axeRules: ['scrollable-region-focusable', 'frame-focusable-content', 'server-side-image-map'],
    whatToCheck: text(
      'Use a página só com o teclado (Tab, Shift+Tab, Enter, espaço, setas) e veja se todo menu, botão, campo e controle personalizado funciona.',
      'Use the page with the keyboard only (Tab, Shift+Tab, Enter, Space, arrows) and check that every menu, button, field and custom control works.',
    ),
    emag: ['2.1', '2.2'],
  },
  {
    number: '2.1.2',
    level: 'A',
    since: '2.0',
    name: text('Sem bloqueio do teclado', 'No Keyboard Trap'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Navegue com Tab por janelas modais, players e widgets incorporados e veja se sempre é possível sair deles pelo teclado.',
      'Tab through modals, players and embedded widgets and check that you can always leave them with the keyboard.',
    ),
    emag: ['2.1'],
  },
  {
    number: '2.1.4',
    level: 'A',
    since: '2.1',
    name: text('Atalhos de teclado por caractere', 'Character Key Shortcuts'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Se a página tem atalhos de uma só tecla (letra, número, símbolo), veja se podem ser desligados, remapeados ou só valem com o componente em foco.',
      'If the page has single-key shortcuts (letter, digit, symbol), check that they can be turned off, remapped or only work while the component has focus.',
    ),
    emag: [],
  },
  {
    number: '2.2.1',
    level: 'A',
    since: '2.0',
    name: text('Tempo ajustável', 'Timing Adjustable'),
    testing: 'partial',
    axeRules: ['meta-refresh'],
    whatToCheck: text(
      'O teste só vê o meta refresh com tempo. Verifique sessões que expiram e conteúdos com tempo-limite: o usuário deve poder desligar, ajustar ou estender o tempo.',
      'The test only sees a timed meta refresh. Check expiring sessions and timed content: the user must be able to turn off, adjust or extend the time.',
    ),
    emag: ['2.3', '2.4', '2.5'],
  },
  {
    number: '2.2.2',
    level: 'A',
    since: '2.0',
    name: text('Pausar, parar, ocultar', 'Pause, Stop, Hide'),
    testing: 'partial',
    axeRules: ['blink', 'marquee'],
    whatToCheck: text(
      'Os testes só veem blink e marquee. Verifique carrosséis, animações e conteúdo que se atualiza sozinho: deve haver como pausar, parar ou ocultar.',
      'The tests only see blink and marquee. Check carousels, animations and self-updating content: there must be a way to pause, stop or hide them.',
    ),
    emag: ['2.7', '5.5'],
  },
  {
    number: '2.3.1',
    level: 'A',
    since: '2.0',
    name: text('Três flashes ou abaixo do limite', 'Three Flashes or Below Threshold'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Veja se vídeos, animações e GIFs piscam mais de três vezes por segundo; em caso de dúvida, use um analisador de fotossensibilidade (como o PEAT).',
      'Check whether videos, animations and GIFs flash more than three times per second; when in doubt, use a photosensitivity analyser (such as PEAT).',
    ),
    emag: ['2.6'],
  },
  {
    number: '2.4.1',
    level: 'A',
    since: '2.0',
    name: text('Ignorar blocos', 'Bypass Blocks'),
    testing: 'partial',
    axeRules: ['bypass'],
    whatToCheck: text(
      'O teste vê se existe link de salto, região ou título. Verifique se o link "ir para o conteúdo" funciona e leva ao conteúdo principal.',
      'The test sees whether a skip link, landmark or heading exists. Check that the "skip to content" link works and leads to the main content.',
    ),
    emag: ['1.5'],
  },
  {
    number: '2.4.2',
    level: 'A',
    since: '2.0',
    name: text('Página com título', 'Page Titled'),
    testing: 'partial',
    axeRules: ['document-title'],
    whatToCheck: text(
      'O teste só vê se há um título. Verifique se ele descreve o assunto ou a finalidade da página e difere entre as páginas.',
      'The test only sees whether a title exists. Check that it describes the page’s topic or purpose and differs between pages.',
    ),
    emag: ['3.3'],
  },
  {
    number: '2.4.3',
    level: 'A',
    since: '2.0',
    name: text('Ordem do foco', 'Focus Order'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Percorra a página com Tab e veja se o foco segue uma ordem que preserva o sentido, inclusive ao abrir e fechar modais.',
      'Tab through the page and check that focus moves in an order that keeps the meaning, including when opening and closing modals.',
    ),
    emag: ['1.4', '6.3'],
  },
  {
    number: '2.4.4',
    level: 'A',
    since: '2.0',
    name: text('Finalidade do link (em contexto)', 'Link Purpose (In Context)'),
    testing: 'partial',
    axeRules: ['link-name', 'area-alt'],
    whatToCheck: text(
      'Os testes só veem links sem nome. Verifique se o texto de cada link (com seu contexto) diz aonde ele leva; "clique aqui" e "saiba mais" repetidos não dizem.',
      'The tests only see links without a name. Check that each link’s text (with its context) says where it leads; repeated "click here" and "read more" do not.',
    ),
    emag: ['3.5'],
  },
  {
    number: '2.4.5',
    level: 'AA',
    since: '2.0',
    name: text('Várias formas', 'Multiple Ways'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Veja se há mais de uma forma de chegar a cada página (menu, busca, mapa do site, links relacionados).',
      'Check that there is more than one way to reach each page (menu, search, site map, related links).',
    ),
    emag: [],
  },
  {
    number: '2.4.6',
    level: 'AA',
    since: '2.0',
    name: text('Cabeçalhos e rótulos', 'Headings and Labels'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Leia títulos e rótulos: cada um deve descrever o assunto ou a finalidade do que acompanha.',
      'Read headings and labels: each must describe the topic or purpose of what it introduces.',
    ),
    emag: [],
  },
  {
    number: '2.4.7',
    level: 'AA',
    since: '2.0',
    name: text('Foco visível', 'Focus Visible'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Percorra a página com Tab e veja se o elemento em foco é sempre visível (contorno ou outro indicador).',
      'Tab through the page and check that the focused element is always visible (outline or another indicator).',
    ),
    emag: ['4.4'],
  },
  {
    number: '2.4.11',
    level: 'AA',
    since: '2.2',
    name: text('Foco não obscurecido (mínimo)', 'Focus Not Obscured (Minimum)'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Com Tab, veja se o elemento em foco não fica inteiramente escondido por cabeçalhos fixos, banners de cookies ou chats.',
      'With Tab, check that the focused element is never entirely hidden by sticky headers, cookie banners or chat widgets.',
    ),
    emag: [],
  },
  {
    number: '2.5.1',
    level: 'A',
    since: '2.1',
    name: text('Gestos de ponteiro', 'Pointer Gestures'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Se algo exige gestos de vários dedos ou com trajeto (pinçar, deslizar), veja se há alternativa com um toque ou clique simples.',
      'If something needs multipoint or path-based gestures (pinch, swipe), check that a single tap or click alternative exists.',
    ),
    emag: [],
  },
  {
    number: '2.5.2',
    level: 'A',
    since: '2.1',
    name: text('Cancelamento de ponteiro', 'Pointer Cancellation'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Pressione um botão e arraste o ponteiro para fora antes de soltar: a ação não deve acontecer no pressionar, só ao soltar (ou poder ser desfeita).',
      'Press a button and drag the pointer away before releasing: the action must not happen on press, only on release (or be undoable).',
    ),
    emag: [],
  },
  {
    number: '2.5.3',
    level: 'A',
    since: '2.1',
    name: text('Rótulo no nome', 'Label in Name'),
    testing: 'partial',
    axeRules: ['label-content-name-mismatch'],
    whatToCheck: text(
      'Verifique se o nome acessível de botões, links e campos contém o texto visível, para quem usa comando de voz.',
      'Check that the accessible name of buttons, links and fields contains the visible text, for voice-control users.',
    ),
    emag: [],
  },
  {
    number: '2.5.4',
    level: 'A',
    since: '2.1',
    name: text('Atuação por movimento', 'Motion Actuation'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Se algo é acionado ao sacudir ou inclinar o aparelho, veja se há um controle equivalente na tela e se o movimento pode ser desligado.',
      'If something is triggered by shaking or tilting the device, check that an on-screen control does the same and the motion can be turned off.',
    ),
    emag: [],
  },
  {
    number: '2.5.7',
    level: 'AA',
    since: '2.2',
    name: text('Movimentos de arrastar', 'Dragging Movements'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Onde há arrastar (sliders, listas reordenáveis, mapas), veja se dá para fazer o mesmo com cliques ou toques simples.',
      'Where dragging is used (sliders, sortable lists, maps), check that the same can be done with single clicks or taps.',
    ),
    emag: [],
  },
  {
    number: '2.5.8',
    level: 'AA',
    since: '2.2',
    name: text('Tamanho do alvo (mínimo)', 'Target Size (Minimum)'),
    testing: 'partial',
    axeRules: ['target-size'],
    whatToCheck: text(
      'O teste mede alvos que reconhece como controles e marca os duvidosos para revisão. Confira esses e os controles feitos com elementos genéricos (div, span com clique).',
      'The test measures targets it recognises as controls and flags doubtful ones for review. Check those and controls built from generic elements (clickable div, span).',
    ),
    emag: [],
  },
  {
    number: '3.1.1',
    level: 'A',
    since: '2.0',
    name: text('Idioma da página', 'Language of Page'),
    testing: 'partial',
    axeRules: ['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch'],
    whatToCheck: text(
      'Os testes veem se o atributo lang existe e é válido. Confira se ele corresponde ao idioma em que a página está escrita.',
      'The tests see whether the lang attribute exists and is valid. Check that it matches the language the page is written in.',
    ),
    emag: ['3.1'],
  },
  {
    number: '3.1.2',
    level: 'AA',
    since: '2.0',
    name: text('Idioma das partes', 'Language of Parts'),
    testing: 'partial',
    axeRules: ['valid-lang'],
    whatToCheck: text(
      'O teste só vê códigos de idioma inválidos. Procure trechos em outro idioma e veja se estão marcados com lang.',
      'The test only sees invalid language codes. Look for passages in another language and check that they are marked with lang.',
    ),
    emag: ['3.2'],
  },
  {
    number: '3.2.1',
    level: 'A',
    since: '2.0',
    name: text('Em foco', 'On Focus'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Percorra com Tab: receber foco não pode abrir janelas, enviar formulários ou mudar de página.',
      'Tab through: receiving focus must not open windows, submit forms or change the page.',
    ),
    emag: ['6.4'],
  },
  {
    number: '3.2.2',
    level: 'A',
    since: '2.0',
    name: text('Na entrada', 'On Input'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Mude seleções, caixas e campos: isso não pode mudar o contexto (enviar, navegar) sem aviso prévio.',
      'Change selects, checkboxes and fields: that must not change the context (submit, navigate) without prior notice.',
    ),
    emag: ['6.4'],
  },
  {
    number: '3.2.3',
    level: 'AA',
    since: '2.0',
    name: text('Navegação consistente', 'Consistent Navigation'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Compare várias páginas: menus e blocos repetidos devem aparecer na mesma ordem relativa.',
      'Compare several pages: menus and repeated blocks must appear in the same relative order.',
    ),
    emag: [],
  },
  {
    number: '3.2.4',
    level: 'AA',
    since: '2.0',
    name: text('Identificação consistente', 'Consistent Identification'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Compare várias páginas: componentes com a mesma função (busca, ícones, botões) devem ter o mesmo nome e rótulo.',
      'Compare several pages: components with the same function (search, icons, buttons) must have the same name and label.',
    ),
    emag: [],
  },
  {
    number: '3.2.6',
    level: 'A',
    since: '2.2',
    name: text('Ajuda consistente', 'Consistent Help'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Se as páginas oferecem ajuda (contato, chat, FAQ), veja se ela aparece no mesmo lugar relativo em todas.',
      'If pages offer help (contact, chat, FAQ), check that it appears in the same relative place on each.',
    ),
    emag: [],
  },
  {
    number: '3.3.1',
    level: 'A',
    since: '2.0',
    name: text('Identificação de erro', 'Error Identification'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Envie formulários com erros: o campo com erro deve ser indicado e o erro descrito em texto.',
      'Submit forms with errors: the field in error must be identified and the error described in text.',
    ),
    emag: ['6.6'],
  },
  {
    number: '3.3.2',
    level: 'A',
    since: '2.0',
    name: text('Rótulos ou instruções', 'Labels or Instructions'),
    testing: 'partial',
    axeRules: ['form-field-multiple-labels'],
    whatToCheck: text(
      'O teste só vê campos com vários rótulos (campos sem nome caem em 4.1.2). Verifique se cada campo tem rótulo visível e instruções de formato quando necessárias.',
      'The test only sees fields with several labels (unnamed fields fall under 4.1.2). Check that every field has a visible label and format instructions where needed.',
    ),
    emag: ['6.2', '6.5'],
  },
  {
    number: '3.3.3',
    level: 'AA',
    since: '2.0',
    name: text('Sugestão de erro', 'Error Suggestion'),
    testing: 'not-testable',
    axeRules: [],
    whatToCheck: text(
      'Provoque erros nos formulários: a mensagem deve sugerir como corrigir (formato esperado, valores aceitos).',
      'Cause form errors: the message must suggest how to fix it (expected format, accepted values).',
    ),
    emag: ['6.6'],
  },
  {
    number: '3.3.4',
    level: 'AA',
    since: '2.0',
    name: text('Prevenção de erros (legal, financeiro, dados)', 'Error Prevention (Legal, Financial, Data)'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Em compras, contratos e envio de dados, veja se o envio pode ser revisado, confirmado ou desfeito.',
      'In purchases, contracts and data submissions, check that the submission can be reviewed, confirmed or reversed.',
    ),
    emag: ['6.6'],
  },
  {
    number: '3.3.7',
    level: 'A',
    since: '2.2',
    name: text('Entrada redundante', 'Redundant Entry'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Em processos de várias etapas, dados já informados não devem ser pedidos de novo (ou devem vir preenchidos ou selecionáveis).',
      'In multi-step processes, data already entered must not be asked for again (or must be prefilled or selectable).',
    ),
    emag: [],
  },
  {
    number: '3.3.8',
    level: 'AA',
    since: '2.2',
    name: text('Autenticação acessível (mínimo)', 'Accessible Authentication (Minimum)'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'No login, veja se não há teste cognitivo (lembrar, transcrever, resolver quebra-cabeça) sem alternativa, e se colar senha e gerenciadores de senha funcionam.',
      'At sign-in, check that no cognitive test (remembering, transcribing, solving a puzzle) is required without an alternative, and that pasting and password managers work.',
    ),
    emag: ['6.8'],
  },
  {
    number: '4.1.2',
    level: 'A',
    since: '2.0',
    name: text('Nome, função, valor', 'Name, Role, Value'),
    testing: 'partial',
    axeRules: [
      'area-alt',
      'aria-allowed-attr',
      'aria-braille-equivalent',
      'aria-command-name',
      'aria-conditional-attr',
      'aria-deprecated-role',
      'aria-hidden-body',
      'aria-hidden-focus',
      'aria-input-field-name',
      'aria-prohibited-attr',
      'aria-required-attr',
      'aria-roles',
      'aria-tab-name',
      'aria-toggle-field-name',
      'aria-tooltip-name',
      'aria-valid-attr',
      'aria-valid-attr-value',
      'button-name',
      'duplicate-id-aria',
      'frame-title',
      'frame-title-unique',
      'input-button-name',
      'input-image-alt',
      'label',
      'link-name',
      'nested-interactive',
      'select-name',
      'summary-name',
    ],
    whatToCheck: text(
      'Os testes veem nomes ausentes e ARIA inválido. Com um leitor de tela, verifique se controles personalizados anunciam função e estado (expandido, selecionado, marcado) e se o estado muda ao usá-los.',
      'The tests see missing names and invalid ARIA. With a screen reader, check that custom controls announce their role and state (expanded, selected, checked) and that the state changes as they are used.',
    ),
    emag: ['2.2'],
  },
  {
    number: '4.1.3',
    level: 'AA',
    since: '2.1',
    name: text('Mensagens de status', 'Status Messages'),
    testing: 'manual',
    axeRules: [],
    whatToCheck: text(
      'Com um leitor de tela, veja se mensagens como "item adicionado", resultados de busca e erros são anunciadas sem mover o foco (role="status" ou "alert").',
      'With a screen reader, check that messages such as "item added", search results and errors are announced without moving focus (role="status" or "alert").',
    ),
    emag: [],
  },
];

/** How many criteria an automated check covers wholly / in part, for the statements below. */
export function wcagAutomatedCoverage(criteria: readonly WcagCriterion[] = wcag22Criteria) {
  return {
    total: criteria.length,
    automatic: criteria.filter((criterion) => criterion.testing === 'automatic').length,
    partial: criteria.filter((criterion) => criterion.testing === 'partial').length,
  };
}

/**
 * The strongest thing a report may say when the automated WCAG checks found no failure. It never says the site
 * is 'conforme'/'compliant': automated checks cover a part of the criteria, and a pass is not a proof.
 */
export function noAutomatedFailureStatement(language: 'pt' | 'en'): string {
  const { total, automatic, partial } = wcagAutomatedCoverage();
  const checked = automatic + partial;
  const inPart = partial === checked ? { pt: 'todos', en: 'all' } : { pt: String(partial), en: String(partial) };
  return language === 'pt'
    ? `Nenhuma falha encontrada nos testes automáticos (${checked} de ${total} critérios WCAG 2.2 A/AA verificados automaticamente, ${inPart.pt} só em parte; estes e os demais precisam de revisão humana).`
    : `No failure found by the automated tests (${checked} of ${total} WCAG 2.2 A/AA criteria checked automatically, ${inPart.en} only in part; these and the others need human review).`;
}

/**
 * Claims of conformance that a report must never make from automated checks alone ('conforme', 'compliant',
 * 'em conformidade'…). Used by the specs that read the plugin's texts; 'conformidade' alone (the area's name,
 * 'Relatório de auditoria de conformidade') is not a claim.
 */
export const forbiddenConformanceClaims: readonly RegExp[] = [
  /\bconformes?\b/i,
  /\bem conformidade\b/i,
  /\b(?:non-)?compliant\b/i,
  /\bin compliance\b/i,
  /\bconformant\b/i,
];
