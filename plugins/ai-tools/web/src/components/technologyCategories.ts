import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Wappalyzer's category names (English on the wire) in the interface language; a category not
 * listed here is shown as the server sent it.
 */
export const technologyCategories: Record<string, MessageDescriptor> = {
  Advertising: msg`Publicidade`,
  Analytics: msg`Análise de audiência`,
  Blogs: msg`Blogs`,
  Caching: msg`Cache`,
  CDN: msg`CDN`,
  CMS: msg`CMS`,
  'Cookie compliance': msg`Consentimento de cookies`,
  Databases: msg`Bancos de dados`,
  Ecommerce: msg`Comércio eletrônico`,
  'Font scripts': msg`Fontes`,
  Hosting: msg`Hospedagem`,
  'JavaScript frameworks': msg`Frameworks JavaScript`,
  'JavaScript libraries': msg`Bibliotecas JavaScript`,
  'Live chat': msg`Chat ao vivo`,
  Maps: msg`Mapas`,
  'Marketing automation': msg`Automação de marketing`,
  Miscellaneous: msg`Diversos`,
  'Page builders': msg`Construtores de páginas`,
  'Payment processors': msg`Meios de pagamento`,
  'Programming languages': msg`Linguagens de programação`,
  'Reverse proxies': msg`Proxies reversos`,
  Security: msg`Segurança`,
  SEO: msg`SEO`,
  'Tag managers': msg`Gerenciadores de tags`,
  'UI frameworks': msg`Frameworks de interface`,
  'Web frameworks': msg`Frameworks web`,
  'Web servers': msg`Servidores web`,
  Widgets: msg`Widgets`,
};
