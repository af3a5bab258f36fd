import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryErrorAlert } from './QueryErrorAlert.js';

afterEach(cleanup);

function inLanguage(locale: 'pt-BR' | 'en', messages: Record<string, string> = {}) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return ({ children }: { children: React.ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

describe('QueryErrorAlert', () => {
  it("says what could not be loaded and the server's reason, and retries on demand", async () => {
    let retries = 0;
    const query = { error: new Error('Limite de requisições excedido.'), isFetching: false, refetch: () => retries++ };
    render(<QueryErrorAlert title="Não foi possível carregar as métricas" query={query} />, { wrapper: inLanguage('pt-BR') });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as métricas');
    expect(alert.textContent).toContain('Limite de requisições excedido.');
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(retries).toBe(1);
  });

  it("reads its button in the user's language", () => {
    const query = { error: new Error('Too many requests.'), isFetching: false, refetch: () => undefined };
    render(<QueryErrorAlert title="Could not load" query={query} />, { wrapper: inLanguage('en', { 'sdk.queryError.retry': 'Try again' }) });
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy();
  });
});
