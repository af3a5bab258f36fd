// Stored analyses for one workspace, as the product writes them: completed audits (some failed)
// of a few hundred small-business sites over a year, each with its optimised HTML, fixes, context
// and PageSpeed summary, of realistic size (random text, so TOAST cannot shrink it to nothing).

import { reportedMetricIds } from '@otimiza/sdk/shared';

const fix = (index) => ({
  id: `fix-${index}`,
  title: 'Meta description adicionada',
  description: 'A página não tinha meta description; escrita a partir das frases da própria página.',
  impact: 'medium',
  savingsMs: 0,
  category: 'seo',
  priority: 'medium',
  titles: { pt: 'Meta description adicionada', en: 'Meta description added' },
  descriptions: { pt: 'A página não tinha meta description.', en: 'The page had no meta description.' },
  audits: ['meta-description'],
  count: 1,
  before: '<head><title>Início</title></head>',
  after: '<head><title>Padaria Pão Quente — pães artesanais em Campinas</title><meta name="description" content="…"></head>',
});
const fixes = JSON.stringify(Array.from({ length: 8 }, (_, index) => fix(index)));
const metrics = Object.fromEntries([...reportedMetricIds, 'interactive'].map((id) => [id, { value: 1234.5, display: '1,2 s', score: 0.87 }]));
const pageSpeed = JSON.stringify({
  strategy: 'mobile',
  lighthouseVersion: '13.0.0',
  fetchTime: '2026-11-01T12:00:00.000Z',
  metrics,
  opportunities: Array.from({ length: 6 }, (_, index) => ({
    id: `opportunity-${index}`,
    title: 'Eliminar recursos que bloqueiam a renderização',
    savingsMs: 450,
    savingsBytes: 12000,
    score: 0.4,
  })),
  failingAudits: Array.from({ length: 10 }, (_, index) => ({
    id: `audit-${index}`,
    title: 'Imagens sem atributo alt',
    category: 'accessibility',
    weight: 10,
    score: 0,
    gainPoints: 4.2,
  })),
});

/** Inserts `count` analyses for the workspace in batches; answers the table's size on disk. */
export async function seedAnalyses(client, { workspaceId, userId, count, batch = 10_000, log = () => {} }) {
  for (let from = 0; from < count; from += batch) {
    const to = Math.min(count, from + batch);
    await client.query(
      `insert into analysis_analysis (id, workspace_id, user_id, url, domain, path, strategy, provider, status, progress, step,
         performance_score, accessibility_score, seo_score, best_practices_score, issues_count, largest_contentful_paint_ms,
         applied_fixes, context, page_speed_results, optimized_html, final_url, estimated_improvements, verification_status,
         created_at, started_at, completed_at, error_type, error_message)
       select gen_random_uuid(), $1, $2,
         'https://www.' || (case when i % 50 = 0 then 'padaria-' else 'empresa-' end) || (i % 500) || '.com.br/' || (case when i % 3 = 0 then '' else 'servicos' end),
         'www.empresa-' || (i % 500) || '.com.br', '/', case when i % 2 = 0 then 'mobile' else 'desktop' end, 'lighthouse',
         case when i % 20 = 0 then 'failed' else 'completed' end, 100, 'complete',
         40 + i % 60, 50 + i % 50, 60 + i % 40, 70 + i % 30, i % 25, 800 + i % 4000,
         $3::jsonb,
         jsonb_build_object('url', 'https://www.empresa-' || (i % 500) || '.com.br/', 'domain', 'www.empresa-' || (i % 500) || '.com.br',
           'companyName', 'Empresa ' || (i % 500), 'businessType', 'LocalBusiness', 'sector', 'Alimentação', 'location', 'Campinas - SP',
           'targetAudience', 'Moradores de Campinas', 'language', 'pt-BR'),
         $4::jsonb,
         '<!DOCTYPE html><html lang="pt-BR"><head><title>Empresa</title></head><body>' || (select string_agg(md5(i::text || g::text), ' ') from generate_series(1, 120) g) || '</body></html>',
         'https://www.empresa-' || (i % 500) || '.com.br/',
         '{"seo": 12, "performance": 3, "accessibility": 9}'::jsonb, 'skipped',
         now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 5), now() - make_interval(mins => i * 5) + interval '20 seconds',
         case when i % 20 = 0 then 'NETWORK_ERROR' end, case when i % 20 = 0 then 'Unable to analyze this URL. Please verify the URL is accessible' end
       from generate_series($5::int, $6::int) i`,
      [workspaceId, userId, fixes, pageSpeed, from + 1, to],
    );
    log(`  ${to.toLocaleString('en')} analyses stored`);
  }
  await client.query('analyze analysis_analysis');
  const [{ size }] = (await client.query(`select pg_size_pretty(pg_total_relation_size('analysis_analysis')) as size`)).rows;
  return size;
}
