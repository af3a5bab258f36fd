import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { AuditDecision } from '@otimiza/plugin-analysis-shared';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditDecisionsTab } from './AuditDecisionsTab';

afterEach(cleanup);

const decision = (id: string, status: AuditDecision['status'], extra: Partial<AuditDecision> = {}): AuditDecision => ({
  id,
  category: 'seo',
  title: id,
  titles: { pt: `${id} (pt)`, en: `${id} (en)` },
  gainPoints: 4,
  status,
  reason: null,
  fixId: status === 'fixed' || status === 'partly-fixed' ? id : null,
  ...extra,
});

const decisions = [
  decision('link-text', 'fixed'),
  decision('crawlable-anchors', 'partly-fixed', { elements: { listed: 3, answered: 2 } }),
  decision('robots-txt', 'cannot-fix-in-html', { reason: 'server' }),
];

function renderTab() {
  const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });
  render(
    <I18nProvider i18n={i18n}>
      <AuditDecisionsTab decisions={decisions} />
    </I18nProvider>,
  );
  return screen.getByTestId('audit-decisions');
}

describe('the failing audits tab', () => {
  it('shows a partly fixed audit in a group of its own, with how many of the listed elements the fix changed', () => {
    const tab = renderTab();
    const fixed = tab.querySelector('[data-status="fixed"]') as HTMLElement;
    const partly = tab.querySelector('[data-status="partly-fixed"]') as HTMLElement;
    expect(within(fixed).getByText('link-text (pt)')).toBeTruthy();
    expect(within(fixed).queryByText('crawlable-anchors (pt)')).toBeNull();
    expect(within(partly).getByText('Corrigidas em parte (1)')).toBeTruthy();
    expect(within(partly).getByText('Em parte')).toBeTruthy();
    expect(within(partly).getByText(/A correção mudou 2 de 3 elementos apontados pelo Lighthouse/)).toBeTruthy();
    expect(tab.querySelector('[data-status="cannot-fix-in-html"] [data-audit="robots-txt"]')).toBeTruthy();
  });
});
