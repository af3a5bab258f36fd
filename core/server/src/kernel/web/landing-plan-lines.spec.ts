import { assemblePlanCatalogue, type PlanFeature } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { withPlanLines } from './landing-plan-lines.js';

const placeholder = (plan: string) =>
  `<li data-plan-line="plan-line-placeholder-${plan}"><span role="img"><svg></svg></span><span>plan-line-placeholder</span></li>`;
const card = (plan: string, everythingOf?: string) =>
  [
    '<ul>',
    `<li><strong>${plan}: 100 análises por mês</strong></li>`,
    everythingOf ? `<li data-plan-line="everything-of-${everythingOf}"><span>Tudo do ${everythingOf}</span></li>` : '',
    placeholder(plan),
    '</ul>',
  ].join('');
const page = card('free') + card('lite', 'free') + card('pro', 'lite') + card('enterprise', 'pro');

const feature = (key: string, pt: string, plans: PlanFeature['plans']): PlanFeature => ({ key, label: { pt, en: `${pt} (en)` }, plans });

describe('the landing plan cards of an instance', () => {
  const catalogue = assemblePlanCatalogue([
    feature('htmlAutoCorrection', 'Correção automática de HTML', ['pro', 'enterprise']),
    feature('history', 'Histórico <completo> & "fiel"', ['free', 'lite', 'pro', 'enterprise']),
    feature('deploy', 'Deploy por FTP', ['enterprise']),
  ]);

  it('list, in each card, the catalogue features the plan is the cheapest to include, in its language, and keep the other lines', () => {
    const html = withPlanLines(page, catalogue, 'pt');
    expect(html).not.toContain('plan-line-placeholder');
    const lines = [...html.matchAll(/data-plan-line="([^"]+)"[^>]*>[\s\S]*?<span>([^<]*(?:&lt;[^<]*)*)<\/span><\/li>/g)].map((match) => match[1]);
    expect(lines).toEqual(['history', 'everything-of-free', 'everything-of-lite', 'htmlAutoCorrection', 'everything-of-pro', 'deploy']);
    expect(html).toContain('<span>Histórico &lt;completo&gt; &amp; &quot;fiel&quot;</span>');
    expect(html).toContain('<span role="img"><svg></svg></span><span>Deploy por FTP</span>');
    expect(html).toContain('Tudo do lite');
    expect(withPlanLines(page, catalogue, 'en')).toContain('<span>Deploy por FTP (en)</span>');
  });

  it('leaves a card without lines of its own when the instance sells nothing new in it', () => {
    const html = withPlanLines(card('lite', 'free'), assemblePlanCatalogue([feature('deploy', 'Deploy', ['enterprise'])]), 'pt');
    expect(html).toBe('<ul><li><strong>lite: 100 análises por mês</strong></li><li data-plan-line="everything-of-free"><span>Tudo do free</span></li></ul>');
  });
});
