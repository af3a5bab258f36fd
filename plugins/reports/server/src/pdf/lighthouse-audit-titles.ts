import type { LocalizedText } from '@otimiza/sdk/shared';

/**
 * Opportunity titles of the common Lighthouse audits in both languages: stored titles are in the
 * language the audit ran in. Others keep their stored title.
 */
export const lighthouseAuditTitles: Record<string, LocalizedText> = {
  'render-blocking-resources': { pt: 'Elimine recursos que bloqueiam a renderização', en: 'Eliminate render-blocking resources' },
  'uses-responsive-images': { pt: 'Dimensione as imagens corretamente', en: 'Properly size images' },
  'offscreen-images': { pt: 'Adie o carregamento de imagens fora da tela', en: 'Defer offscreen images' },
  'unminified-css': { pt: 'Reduza o CSS', en: 'Minify CSS' },
  'unminified-javascript': { pt: 'Reduza o JavaScript', en: 'Minify JavaScript' },
  'unused-css-rules': { pt: 'Reduza o CSS não usado', en: 'Reduce unused CSS' },
  'unused-javascript': { pt: 'Reduza o JavaScript não usado', en: 'Reduce unused JavaScript' },
  'uses-optimized-images': { pt: 'Codifique as imagens de forma eficiente', en: 'Efficiently encode images' },
  'modern-image-formats': { pt: 'Disponibilize imagens em formatos modernos', en: 'Serve images in next-gen formats' },
  'uses-text-compression': { pt: 'Ative a compressão de texto', en: 'Enable text compression' },
  'uses-rel-preconnect': { pt: 'Pré-conecte às origens necessárias', en: 'Preconnect to required origins' },
  'server-response-time': { pt: 'Reduza o tempo de resposta inicial do servidor', en: 'Reduce initial server response time' },
  redirects: { pt: 'Evite vários redirecionamentos de página', en: 'Avoid multiple page redirects' },
  'uses-rel-preload': { pt: 'Pré-carregue as solicitações principais', en: 'Preload key requests' },
  'efficient-animated-content': { pt: 'Use formatos de vídeo para conteúdo animado', en: 'Use video formats for animated content' },
  'duplicated-javascript': { pt: 'Remova módulos duplicados em pacotes JavaScript', en: 'Remove duplicate modules in JavaScript bundles' },
  'legacy-javascript': { pt: 'Evite enviar JavaScript legado para navegadores modernos', en: 'Avoid serving legacy JavaScript to modern browsers' },
  'total-byte-weight': { pt: 'Evite payloads de rede muito grandes', en: 'Avoid enormous network payloads' },
  'uses-long-cache-ttl': { pt: 'Use uma política de cache eficiente para recursos estáticos', en: 'Serve static assets with an efficient cache policy' },
  'font-display': { pt: 'Mantenha o texto visível enquanto as fontes carregam', en: 'Ensure text remains visible during webfont load' },
  'prioritize-lcp-image': { pt: 'Priorize o carregamento da imagem LCP', en: 'Preload Largest Contentful Paint image' },
  'third-party-summary': { pt: 'Reduza o impacto de código de terceiros', en: 'Reduce the impact of third-party code' },
};
