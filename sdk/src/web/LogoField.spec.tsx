import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LogoField } from './LogoField.js';

afterEach(cleanup);

const twoMegabytes = 2 * 1024 * 1024;

/** The field in a form that keeps its value and error, as the brand forms do. */
function Form({ savedUrl, sent }: { savedUrl: string | null; sent: (string | null | undefined)[] }) {
  const [value, setValue] = useState<string | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  return (
    <LogoField
      savedUrl={savedUrl}
      value={value}
      onChange={(next) => {
        sent.push(next);
        setValue(next);
      }}
      error={error}
      onError={setError}
      maxBytes={twoMegabytes}
      accept={['image/png', 'image/jpeg']}
      hint="PNG ou JPG até 2 MB"
    />
  );
}

function inPortuguese({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } })}>{children}</I18nProvider>;
}

describe('LogoField', () => {
  it('without a saved logo: says so and offers to send one, nothing to remove', () => {
    render(<Form savedUrl={null} sent={[]} />, { wrapper: inPortuguese });
    expect(screen.getByText('Sem logo')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Enviar logo/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remover/ })).toBeNull();
  });

  it('with a saved logo: shows it, and removing it says what saving will do', async () => {
    const sent: (string | null | undefined)[] = [];
    render(<Form savedUrl="/api/brand-settings/logo?v=1" sent={sent} />, { wrapper: inPortuguese });
    expect(screen.getByRole('img', { name: 'Logo atual' }).getAttribute('src')).toBe('/api/brand-settings/logo?v=1');
    await userEvent.click(screen.getByRole('button', { name: /Remover/ }));
    expect(sent).toEqual([null]);
    expect(screen.getByText('O logo será removido ao salvar.')).toBeTruthy();
    expect(screen.getByText('Sem logo')).toBeTruthy();
  });

  it('refuses a file that is not PNG or JPG, and one over the limit, saying why and keeping the logo', async () => {
    const sent: (string | null | undefined)[] = [];
    render(<Form savedUrl={null} sent={sent} />, { wrapper: inPortuguese });
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('Arquivo do logo');
    await user.upload(input, new File(['olá'], 'logo.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert').textContent).toBe('Escolha uma imagem PNG ou JPG.');
    await user.upload(input, new File([new Uint8Array(twoMegabytes + 1)], 'logo.png', { type: 'image/png' }));
    expect(screen.getByRole('alert').textContent).toBe('O logo deve ter no máximo 2 MB (PNG ou JPG).');
    expect(sent).toEqual([]);
    expect(screen.getByText('Sem logo')).toBeTruthy();
  });
});
