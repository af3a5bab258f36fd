/** The fixed content of Casa Verde Jardinagem, the test site's business: the first instances of each template. */

export interface BaseProduct {
  slug: string;
  name: string;
  /** Price in reais. */
  price: number;
  categorySlug: string;
  summary: string;
}

export interface BaseCategory {
  slug: string;
  name: string;
}

export interface BasePost {
  slug: string;
  title: string;
}

export interface BaseStore {
  slug: string;
  city: string;
  state: string;
  street: string;
}

export const baseCategories: readonly BaseCategory[] = [
  { slug: 'vasos-e-cachepos', name: 'Vasos e cachepôs' },
  { slug: 'plantas', name: 'Plantas e mudas' },
  { slug: 'ferramentas', name: 'Ferramentas' },
  { slug: 'adubos-e-substratos', name: 'Adubos e substratos' },
  { slug: 'sementes', name: 'Sementes' },
  { slug: 'irrigacao', name: 'Irrigação' },
  { slug: 'decoracao', name: 'Decoração de jardim' },
  { slug: 'hortas', name: 'Hortas em casa' },
];

// The first product is the one with a colour variant (`?cor=azul`) whose canonical link names it.
export const baseProducts: readonly BaseProduct[] = [
  {
    slug: 'vaso-ceramica',
    name: 'Vaso de cerâmica 30 cm',
    price: 89.9,
    categorySlug: 'vasos-e-cachepos',
    summary: 'Vaso esmaltado feito à mão em Cunha (SP), com furo de drenagem.',
  },
  { slug: 'regador-metal', name: 'Regador de metal 5 L', price: 64.9, categorySlug: 'irrigacao', summary: 'Regador galvanizado com bico chuveiro removível.' },
  {
    slug: 'adubo-organico',
    name: 'Adubo orgânico 2 kg',
    price: 29.9,
    categorySlug: 'adubos-e-substratos',
    summary: 'Húmus de minhoca peneirado, pronto para vasos e canteiros.',
  },
  {
    slug: 'terra-vegetal',
    name: 'Terra vegetal adubada 20 kg',
    price: 24.9,
    categorySlug: 'adubos-e-substratos',
    summary: 'Terra preta enriquecida para plantio e replantio.',
  },
  { slug: 'tesoura-poda', name: 'Tesoura de poda', price: 54.9, categorySlug: 'ferramentas', summary: 'Lâminas de aço carbono e trava de segurança.' },
  {
    slug: 'luva-jardinagem',
    name: 'Luva de jardinagem',
    price: 19.9,
    categorySlug: 'ferramentas',
    summary: 'Luva de algodão com palma emborrachada, tamanho único.',
  },
  { slug: 'muda-lavanda', name: 'Muda de lavanda', price: 16.9, categorySlug: 'plantas', summary: 'Lavanda francesa em vaso de 11 cm, perfumada o ano todo.' },
  { slug: 'muda-manjericao', name: 'Muda de manjericão', price: 9.9, categorySlug: 'hortas', summary: 'Manjericão genovês pronto para a janela da cozinha.' },
  {
    slug: 'orquidea-phalaenopsis',
    name: 'Orquídea phalaenopsis',
    price: 79.9,
    categorySlug: 'plantas',
    summary: 'Orquídea com duas hastes florindo, em cachepô de vidro.',
  },
  {
    slug: 'suculenta-echeveria',
    name: 'Suculenta echeveria',
    price: 12.9,
    categorySlug: 'plantas',
    summary: 'Rosinha-de-pedra em vaso de 9 cm, pede pouca água.',
  },
  { slug: 'cachepo-fibra', name: 'Cachepô de fibra natural', price: 49.9, categorySlug: 'vasos-e-cachepos', summary: 'Trançado à mão em fibra de bananeira.' },
  {
    slug: 'jardineira-plastico',
    name: 'Jardineira de plástico 60 cm',
    price: 34.9,
    categorySlug: 'vasos-e-cachepos',
    summary: 'Jardineira com prato acoplado, para sacadas e muros.',
  },
  { slug: 'semente-girassol', name: 'Sementes de girassol', price: 6.9, categorySlug: 'sementes', summary: 'Envelope com 30 sementes de girassol anão.' },
  {
    slug: 'substrato-orquideas',
    name: 'Substrato para orquídeas',
    price: 22.9,
    categorySlug: 'adubos-e-substratos',
    summary: 'Casca de pinus, carvão e fibra de coco na medida certa.',
  },
  {
    slug: 'pulverizador-manual',
    name: 'Pulverizador manual 1,5 L',
    price: 39.9,
    categorySlug: 'irrigacao',
    summary: 'Pulverizador com bico regulável e trava do gatilho.',
  },
  {
    slug: 'mangueira-jardim',
    name: 'Mangueira de jardim 15 m',
    price: 99.9,
    categorySlug: 'irrigacao',
    summary: 'Mangueira trançada antitorção com esguicho de sete jatos.',
  },
  {
    slug: 'pa-jardinagem',
    name: 'Pá de jardinagem',
    price: 27.9,
    categorySlug: 'ferramentas',
    summary: 'Pá de transplante com cabo de madeira e régua de profundidade.',
  },
  {
    slug: 'kit-horta-vertical',
    name: 'Kit horta vertical',
    price: 149.9,
    categorySlug: 'hortas',
    summary: 'Painel com seis bolsos, substrato e sementes de temperos.',
  },
  {
    slug: 'samambaia-americana',
    name: 'Samambaia americana',
    price: 44.9,
    categorySlug: 'plantas',
    summary: 'Samambaia cheia em cuia de 21 cm, para meia-sombra.',
  },
  {
    slug: 'costela-de-adao',
    name: 'Costela-de-adão',
    price: 69.9,
    categorySlug: 'plantas',
    summary: 'Monstera deliciosa com folhas recortadas, em vaso de 17 cm.',
  },
  {
    slug: 'pedra-decorativa',
    name: 'Pedras decorativas brancas 5 kg',
    price: 32.9,
    categorySlug: 'decoracao',
    summary: 'Seixos brancos para cobrir vasos e caminhos.',
  },
  {
    slug: 'vaso-autoirrigavel',
    name: 'Vaso autoirrigável',
    price: 59.9,
    categorySlug: 'vasos-e-cachepos',
    summary: 'Reservatório para até dez dias sem regar.',
  },
  {
    slug: 'fertilizante-liquido',
    name: 'Fertilizante líquido NPK',
    price: 26.9,
    categorySlug: 'adubos-e-substratos',
    summary: 'Fertilizante 10-10-10 para diluir na água da rega.',
  },
  {
    slug: 'suporte-plantas',
    name: 'Suporte de madeira para plantas',
    price: 119.9,
    categorySlug: 'decoracao',
    summary: 'Suporte de pinus tratado com três alturas.',
  },
];

export const basePosts: readonly BasePost[] = [
  { slug: 'como-regar-suculentas', title: 'Como regar suculentas sem afogar as raízes' },
  { slug: 'horta-em-apartamento', title: 'Horta em apartamento: por onde começar' },
  { slug: 'adubacao-organica', title: 'Adubação orgânica: guia para iniciantes' },
  { slug: 'plantas-para-sombra', title: 'Dez plantas que gostam de sombra' },
  { slug: 'cuidados-com-orquideas', title: 'Cuidados com orquídeas depois da florada' },
  { slug: 'poda-de-roseiras', title: 'Quando e como podar roseiras' },
  { slug: 'compostagem-domestica', title: 'Compostagem doméstica em baldes' },
  { slug: 'pragas-comuns', title: 'Pragas comuns e como combatê-las sem veneno' },
  { slug: 'jardim-vertical', title: 'Jardim vertical na varanda' },
  { slug: 'plantas-pet-friendly', title: 'Plantas seguras para cães e gatos' },
  { slug: 'irrigacao-por-gotejamento', title: 'Irrigação por gotejamento em vasos' },
  { slug: 'calendario-de-plantio', title: 'Calendário de plantio para o Sudeste' },
  { slug: 'escolher-vaso-certo', title: 'Como escolher o vaso certo' },
  { slug: 'temperos-na-janela', title: 'Temperos na janela da cozinha' },
  { slug: 'samambaias-bem-cuidadas', title: 'Samambaias verdes o ano todo' },
  { slug: 'paisagismo-pequenos-espacos', title: 'Paisagismo para pequenos espaços' },
];

export const baseStores: readonly BaseStore[] = [
  { slug: 'sao-paulo', city: 'São Paulo', state: 'SP', street: 'Rua dos Pinheiros' },
  { slug: 'campinas', city: 'Campinas', state: 'SP', street: 'Avenida Norte-Sul' },
  { slug: 'rio-de-janeiro', city: 'Rio de Janeiro', state: 'RJ', street: 'Rua Voluntários da Pátria' },
  { slug: 'belo-horizonte', city: 'Belo Horizonte', state: 'MG', street: 'Avenida do Contorno' },
  { slug: 'curitiba', city: 'Curitiba', state: 'PR', street: 'Rua XV de Novembro' },
  { slug: 'porto-alegre', city: 'Porto Alegre', state: 'RS', street: 'Avenida Ipiranga' },
  { slug: 'florianopolis', city: 'Florianópolis', state: 'SC', street: 'Rua Felipe Schmidt' },
  { slug: 'salvador', city: 'Salvador', state: 'BA', street: 'Avenida Sete de Setembro' },
  { slug: 'recife', city: 'Recife', state: 'PE', street: 'Rua da Aurora' },
  { slug: 'fortaleza', city: 'Fortaleza', state: 'CE', street: 'Avenida Beira-Mar' },
  { slug: 'brasilia', city: 'Brasília', state: 'DF', street: 'SCLN 309 Bloco B' },
  { slug: 'goiania', city: 'Goiânia', state: 'GO', street: 'Avenida T-63' },
];
