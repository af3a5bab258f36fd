import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryStates } from './QueryStates.js';

afterEach(cleanup);

const i18n = setupI18n({ locale: 'pt-BR', messages: { 'pt-BR': {} } });
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const settled = { error: null, isFetching: false, refetch: () => undefined };

function Names({
  data,
  query = settled,
}: {
  data: string[] | undefined;
  query?: typeof settled | { error: Error; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <QueryStates<string[]>
      query={query}
      data={data}
      errorTitle="Não foi possível carregar os nomes"
      isEmpty={(names) => names.length === 0}
      empty={<p>Nenhum nome ainda</p>}
    >
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

describe('QueryStates', () => {
  it('shows what the answer holds', () => {
    render(<Names data={['Ana', 'Bia']} />, { wrapper });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana', 'Bia']);
  });

  it('shows the empty state instead of an empty list', () => {
    render(<Names data={[]} />, { wrapper });
    expect(screen.getByText('Nenhum nome ainda')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a skeleton, not the empty state, while the read is pending', () => {
    const { container } = render(<Names data={undefined} />, { wrapper });
    expect(container.querySelector('.ant-skeleton-active')).not.toBeNull();
    expect(screen.queryByText('Nenhum nome ainda')).toBeNull();
  });

  it('shows a failed read with its reason and a retry, even over an earlier answer', async () => {
    let retries = 0;
    const query = { error: new Error('Servidor indisponível.'), isFetching: false, refetch: () => retries++ };
    render(<Names data={['Ana']} query={query} />, { wrapper });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar os nomes');
    expect(screen.getByRole('alert').textContent).toContain('Servidor indisponível.');
    expect(screen.queryByRole('list')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(retries).toBe(1);
  });

  it("shows a failed read with the plugin's own alert when it passes one", () => {
    const query = { error: new Error('Payment required'), isFetching: false, refetch: () => undefined };
    render(
      <QueryStates<string[]> query={query} data={undefined} errorTitle="Falhou" errorAlert={({ title }) => <p>Plano: {title}</p>}>
        {() => null}
      </QueryStates>,
      { wrapper },
    );
    expect(screen.getByText('Plano: Falhou')).toBeTruthy();
  });
});
