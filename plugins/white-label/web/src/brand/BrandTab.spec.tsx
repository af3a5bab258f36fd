import { cleanup, screen } from '@testing-library/react';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandTab } from './BrandTab';

afterEach(cleanup);

describe('white label: the brand tab', () => {
  it('holds no second form: it leads to /brand-settings, where the one brand is edited', async () => {
    renderScreen(<BrandTab />, { path: '/white-label-setup?tab=brand' });
    expect(await screen.findByText('A marca fica em Configurações da marca')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    const link = screen.getByRole('link', { name: /Abrir Configurações da marca/ });
    expect(link.getAttribute('href')).toBe('/brand-settings');
  });
});
