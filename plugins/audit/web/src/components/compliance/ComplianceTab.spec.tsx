import { wcag22Criteria, type ComplianceStatus, type FrameworkId, type FrameworkList, type FrameworkView } from '@otimiza/plugin-audit-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { complianceQueryOptions } from '../../api/analytics';
import { frameworksQueryOptions } from '../../api/frameworks';
import { ComplianceTab } from './ComplianceTab';

afterEach(cleanup);

function framework(id: FrameworkId, name: string): FrameworkView {
  return {
    id,
    name,
    type: 'accessibility',
    description: { pt: name, en: name },
    region: 'BR',
    version: '1',
    certificationLevel: 'basic',
    status: 'active',
    complianceScore: 80,
    compliantSites: 1,
    nonCompliantSites: 1,
    penalties: [],
    checks: [],
    lastUpdated: '2026-11-28T12:00:00Z',
  };
}

/** The frameworks' names the tab shows instead of their ids. */
const frameworks: FrameworkList = { frameworks: [framework('wcag-22', 'WCAG 2.2 (A/AA)'), framework('lgpd', 'LGPD'), framework('emag-31', 'eMAG 3.1')] };

/** The compliance tab as the page shows it, in Portuguese (the source language), reading `status` as the API's answer. */
function renderTab(status: ComplianceStatus) {
  return renderScreen(<ComplianceTab />, {
    answers: [
      [complianceQueryOptions().queryKey, status],
      [frameworksQueryOptions().queryKey, frameworks],
    ],
  });
}

/** A clinic's and a shop's sites audited against WCAG, eMAG and LGPD: 2 of 3 (site, framework) pairs without automatic failures. */
const audited: ComplianceStatus = {
  complianceRate: 66.6667,
  compliant: 1248,
  nonCompliant: 624,
  criticalOpen: 7,
  dueToday: 2,
  inReview: 1,
  upcoming: [{ monitorId: 'm-1', name: 'Clínica Sorriso — semanal', frameworks: ['wcag-22', 'lgpd'], at: '2026-12-01T12:00:00Z' }],
  openFailures: [
    {
      frameworkId: 'wcag-22',
      count: 12,
      top: [
        { checkId: 'image-alt', url: 'https://clinicasorriso.com.br/servicos', severity: 'critical', clause: 'WCAG 2.2 — 1.1.1' },
        { checkId: 'color-contrast', url: 'https://clinicasorriso.com.br/', severity: 'medium', clause: 'WCAG 2.2 — 1.4.3' },
      ],
    },
    { frameworkId: 'lgpd', count: 1, top: [{ checkId: 'cookie-consent', url: 'https://lojadamaria.com.br/', severity: 'high', clause: 'LGPD art. 8º' }] },
    // A framework whose latest runs passed: not listed among the failures.
    { frameworkId: 'emag-31', count: 0, top: [] },
  ],
};

describe('audit: the compliance tab', () => {
  it('shows the rate with one decimal and the counts with a thousands dot', () => {
    renderTab(audited);
    expect(screen.getByRole('progressbar', { name: '66,7%' })).toBeTruthy();
    expect(within(screen.getByTestId('compliance-compliant')).getByText('1.248')).toBeTruthy();
    expect(within(screen.getByTestId('compliance-non-compliant')).getByText('624')).toBeTruthy();
    expect(within(screen.getByTestId('compliance-critical')).getByText('7')).toBeTruthy();
    expect(screen.queryByTestId('compliance-empty')).toBeNull();
  });

  it("lists each framework's open failures by its name, leaves out those with none, and names the next scheduled audit", () => {
    renderTab(audited);
    const listed = screen.getAllByTestId('compliance-framework');
    expect(listed.map((entry) => entry.dataset['framework'])).toEqual(['wcag-22', 'lgpd']);
    const wcag = listed[0]!;
    expect(within(wcag).getByText('WCAG 2.2 (A/AA)')).toBeTruthy();
    expect(within(wcag).getByText('12 falhas abertas')).toBeTruthy();
    expect(within(wcag).getByText('Crítica')).toBeTruthy();
    expect(within(wcag).getByText('WCAG 2.2 — 1.1.1')).toBeTruthy();
    expect(within(listed[1]!).getByText('1 falha aberta')).toBeTruthy();
    expect(within(listed[1]!).getByText('Alta')).toBeTruthy();
    const upcoming = screen.getByTestId('compliance-upcoming');
    expect(within(upcoming).getByText('Clínica Sorriso — semanal')).toBeTruthy();
    expect(within(upcoming).getByText('01/12/2026 09:00 BRT')).toBeTruthy();
    expect(within(upcoming).getByText('LGPD')).toBeTruthy();
  });

  it('before any audit: says no site was audited, shows no rate, and says no audit is scheduled', () => {
    renderTab({ complianceRate: null, compliant: 0, nonCompliant: 0, criticalOpen: 0, dueToday: 0, inReview: 3, upcoming: [], openFailures: [] });
    expect(screen.getByTestId('compliance-empty').textContent).toContain('Nenhum site auditado ainda');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByTestId('compliance-open-failures')).toBeNull();
    expect(screen.getByTestId('compliance-upcoming').textContent).toContain('Nenhuma auditoria agendada');
    // The audits already queued are still counted.
    expect(screen.getByText('Auditorias na fila ou em andamento').parentElement!.textContent).toContain('3');
  });

  it('filters the WCAG criteria by level and by how they are tested, and says when none is left', async () => {
    renderTab(audited);
    expect(screen.getAllByTestId('wcag-criterion')).toHaveLength(wcag22Criteria.length);

    await userEvent.click(screen.getByRole('combobox', { name: 'Nível' }));
    await userEvent.click(await screen.findByTitle('Nível A'));
    const levelA = screen.getAllByTestId('wcag-criterion');
    expect(levelA).toHaveLength(wcag22Criteria.filter((criterion) => criterion.level === 'A').length);
    expect(levelA.length).toBeLessThan(wcag22Criteria.length);
    expect(levelA.every((row) => within(row).queryByText('AA') === null)).toBe(true);

    // No criterion is decided by a tool alone: none is left, and the tab says why.
    await userEvent.click(screen.getByRole('combobox', { name: 'Como é verificado' }));
    await userEvent.click(await screen.findByTitle('Automático (0)'));
    expect(screen.queryByTestId('wcag-criterion')).toBeNull();
    expect(screen.getByText('Nenhum critério com estes filtros.')).toBeTruthy();
    expect(screen.getByText(/Nenhum critério é decidido só por ferramenta/)).toBeTruthy();
  });
});
