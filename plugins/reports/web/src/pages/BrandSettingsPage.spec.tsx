import type { BrandSettingsPage as BrandSettingsAnswer } from '@otimiza/plugin-reports-shared';
import { entitlementsQueryOptions, siteInfoQueryOptions } from '@otimiza/sdk/web';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandSettingsQueryOptions } from '../brand/api';
import BrandSettingsPage from './BrandSettingsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: BrandSettingsAnswer = {
  brandName: 'Painel Vitrine',
  companyName: 'Vitrine Digital Ltda.',
  logoUrl: null,
  primaryColor: '#0F766E',
  secondaryColor: '#F59E0B',
  contactEmail: 'contato@vitrine.example',
  websiteUrl: 'https://vitrine.example',
  description: 'Marketing para o varejo.',
  hideProductBrand: true,
  updatedAt: '2026-11-30T12:00:00.000Z',
  whiteLabelAvailable: true,
  customDomain: { host: 'app.vitrine.example', status: 'active' },
  whiteLabelBrand: { name: 'Painel Vitrine' },
};

/** /brand-settings as the app shows it, in Portuguese, reading `answer` as the API's. */
function renderPage(answer: BrandSettingsAnswer | null, plan: 'pro' | 'enterprise' = 'enterprise') {
  const features = plan === 'enterprise' ? ['whiteLabelDomains'] : [];
  return renderScreen(<BrandSettingsPage />, {
    path: '/brand-settings',
    answers: [
      ...(answer ? ([[brandSettingsQueryOptions().queryKey, answer]] as const) : []),
      [entitlementsQueryOptions().queryKey, { plan, mode: 'user', features }],
      // The page's title names the product (site-info): answered too, so the spec fetches nothing.
      [siteInfoQueryOptions().queryKey, { support: { email: null, url: null }, brand: null, environment: 'test' }],
    ],
  });
}

describe('/brand-settings: the one brand screen', () => {
  it('with white-label, holds every field of the brand: the reports’ and the Enterprise-only ones, with the domain’s state', async () => {
    renderPage(saved);
    const name = (await screen.findByTestId('brand-name')) as HTMLInputElement;
    expect(name.value).toBe('Painel Vitrine');
    expect((screen.getByTestId('company-name') as HTMLInputElement).value).toBe('Vitrine Digital Ltda.');
    expect((screen.getByTestId('primary-color') as HTMLInputElement).value).toBe('#0F766E');
    expect(screen.getByRole('switch', { name: 'Remover a marca Otimiza' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('custom-domain-host').textContent).toContain('app.vitrine.example');
    expect(screen.getByTestId('domain-active')).toBeTruthy();
    expect(screen.getByTestId('domain-setup-link').getAttribute('href')).toBe('/white-label-setup?tab=domain');
    // The preview draws the report as the server will: the brand's name stands for the company.
    expect(screen.getByTestId('brand-preview').textContent).toContain('Painel Vitrine');
    expect(screen.getByTestId('brand-preview').textContent).not.toContain('Vitrine Digital Ltda.');
    expect(screen.queryByTestId('domain-locked')).toBeNull();

    // Where it applies: the reports always; the app, and the sign-in pages of the active domain, under a brand in force.
    const reach = screen.getByTestId('brand-reach');
    for (const place of [
      'Nos relatórios em PDF das análises.',
      'Nas páginas dos relatórios compartilhados.',
      'Nos e-mails de relatórios, inclusive os recorrentes.',
    ])
      expect(reach.textContent).toContain(place);
    expect(within(reach).getByTestId('brand-reach-app')).toBeTruthy();
    expect(within(reach).getByTestId('brand-reach-domain').textContent).toContain('app.vitrine.example');
    expect(within(reach).getByTestId('brand-reach-white-label').textContent).toContain('Painel Vitrine');
  });

  it('without white-label, shows the reports’ fields and a short locked note instead of the Enterprise-only ones', async () => {
    renderPage({ ...saved, brandName: '', hideProductBrand: false, whiteLabelAvailable: false, customDomain: null, whiteLabelBrand: null }, 'pro');
    const locked = await screen.findByTestId('domain-locked');
    expect(locked.textContent).toContain('plano Enterprise');
    expect(screen.queryByTestId('brand-name')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('company-name')).toBeTruthy();
    expect(screen.getByTestId('brand-reach-app-unchanged')).toBeTruthy();
    expect(screen.queryByTestId('brand-reach-white-label')).toBeNull();
  });

  it('before anything is saved, says so; a light primary colour warns of low contrast', async () => {
    renderPage({ ...saved, updatedAt: null, primaryColor: '#FDE047', whiteLabelBrand: null, customDomain: null });
    expect(await screen.findByTestId('brand-empty')).toBeTruthy();
    expect(screen.getByTestId('contrast-warning').textContent).toContain('o mínimo recomendado é 4,5:1');
    expect(screen.getByTestId('custom-domain-none')).toBeTruthy();
  });

  it('does not warn about the product’s own default colour, nor without white-label', async () => {
    renderPage({ ...saved, primaryColor: '#3B82F6' });
    await screen.findByTestId('brand-name');
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
    cleanup();
    renderPage({ ...saved, primaryColor: '#FDE047', brandName: '', whiteLabelAvailable: false, customDomain: null, whiteLabelBrand: null }, 'pro');
    await screen.findByTestId('domain-locked');
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
  });

  it('shows a loading state, then the error when the brand cannot be read', async () => {
    let fail: (error: Error) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise((_, reject) => (fail = reject)));
    renderPage(null);
    expect(await screen.findByLabelText('Carregando configurações da marca')).toBeTruthy();
    fail(new TypeError('Failed to fetch'));
    expect(await screen.findByText('Não foi possível carregar as configurações da marca', {}, { timeout: 5000 })).toBeTruthy();
  });
});
