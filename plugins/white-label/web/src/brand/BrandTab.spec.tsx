// @vitest-environment happy-dom
import type { BrandSettingsView } from '@otimiza/plugin-white-label-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { brandQueryOptions } from '../api/whiteLabel';
import { BrandTab } from './BrandTab';

afterEach(cleanup);

/** The brand tab as the setup page shows it, in Portuguese, reading `answer` as the API's. */
function renderTab(answer: BrandSettingsView) {
  return renderScreen(<BrandTab />, { answers: [[brandQueryOptions().queryKey, answer]] });
}

const saved: BrandSettingsView = {
  brandName: 'Painel Vitrine',
  companyName: 'Vitrine Digital Comunicação Ltda.',
  primaryColor: '#0F766E',
  secondaryColor: '#F59E0B',
  hideProductBrand: true,
  logoUrl: '/api/white-label/brand/logo?v=1764500000',
  updatedAt: '2026-11-30T12:00:00.000Z',
};

const year = new Date().getFullYear();

describe('white label: the brand tab', () => {
  it('opens on the saved brand: its names, logo and colours, drawn in the preview without the product brand', () => {
    renderTab(saved);
    expect((screen.getByTestId('brand-name') as HTMLInputElement).value).toBe('Painel Vitrine');
    expect((screen.getByTestId('primary-color') as HTMLInputElement).value).toBe('#0F766E');
    expect(screen.getByRole('img', { name: 'Logo atual' }).getAttribute('src')).toBe('/api/white-label/brand/logo?v=1764500000');
    expect(screen.getByRole('button', { name: /Trocar logo/ })).toBeTruthy();
    expect(screen.queryByText('Nenhuma marca salva ainda')).toBeNull();

    const preview = screen.getByRole('figure', { name: 'Pré-visualização da marca Painel Vitrine' });
    expect(within(preview).getByTestId('brand-preview-name').textContent).toBe('Painel Vitrine');
    // The company's own full stop is not doubled in the footer.
    expect(preview.textContent).toContain(`© ${year} Vitrine Digital Comunicação Ltda. Todos os direitos reservados.`);
    expect(within(preview).queryByTestId('brand-preview-product')).toBeNull();
    // A dark teal is readable under white text: no warning.
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
  });

  it('follows the form as it is typed: a light primary colour warns of low contrast, the switch brings back the product brand', async () => {
    renderTab(saved);
    const primary = screen.getByTestId('primary-color') as HTMLInputElement;
    // Pasted over the saved colour, as one copies a hex code from a brand guide.
    await userEvent.tripleClick(primary);
    await userEvent.paste('#FDE047');
    const warning = await screen.findByTestId('contrast-warning');
    expect(warning.textContent).toContain('Contraste baixo');
    expect(warning.textContent).toContain('o mínimo recomendado é 4,5:1');
    expect(screen.getByTestId('brand-preview-button').style.background).toBe('#FDE047');

    await userEvent.click(screen.getByRole('switch', { name: 'Remover a marca Otimiza' }));
    expect(screen.getByTestId('brand-preview-product').textContent).toBe('Com tecnologia Otimiza');

    await userEvent.click(screen.getByRole('button', { name: 'Restaurar cores padrão' }));
    expect(primary.value).toBe('#2563EB');
    expect(screen.queryByTestId('contrast-warning')).toBeNull();
  });

  it('before any brand is saved: says so, shows no logo and previews the platform as "Sua marca" with the product brand', () => {
    renderTab({
      brandName: '',
      companyName: '',
      primaryColor: '#2563EB',
      secondaryColor: '#7C3AED',
      hideProductBrand: false,
      logoUrl: null,
      updatedAt: null,
    });
    expect(screen.getByText('Nenhuma marca salva ainda')).toBeTruthy();
    expect(screen.getByText('Sem logo')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Enviar logo/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remover$/ })).toBeNull();
    const preview = screen.getByRole('figure', { name: 'Pré-visualização da marca Sua marca' });
    expect(preview.textContent).toContain(`© ${year} Sua marca. Todos os direitos reservados.`);
    expect(within(preview).getByTestId('brand-preview-product')).toBeTruthy();
  });

  it('does not send a brand without a name: the field says what is missing', async () => {
    renderTab({ ...saved, brandName: '' });
    await userEvent.click(screen.getByTestId('brand-save'));
    expect(await screen.findByText('Informe o nome da marca.')).toBeTruthy();
  });
});
