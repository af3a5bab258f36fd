import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterAndCreateBar } from './FilterAndCreateBar.js';

afterEach(cleanup);

describe('FilterAndCreateBar', () => {
  it('names its filter, shows the empty choice and creates on click', async () => {
    let created = 0;
    render(
      <FilterAndCreateBar<'active' | 'paused'>
        filter={{
          value: undefined,
          onChange: () => undefined,
          options: [
            { value: 'active', label: 'Ativo' },
            { value: 'paused', label: 'Pausado' },
          ],
          placeholder: 'Todos os status',
          label: 'Status',
          testId: 'filter-status',
        }}
        create={{ label: 'Novo monitoramento', onClick: () => created++, testId: 'new-monitor' }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
    expect(screen.getByTestId('filter-status').textContent).toContain('Todos os status');
    await userEvent.click(screen.getByRole('button', { name: /Novo monitoramento/ }));
    expect(created).toBe(1);
  });

  it('hands back the chosen value, and undefined when cleared', async () => {
    const chosen: (string | undefined)[] = [];
    const bar = (value: 'active' | undefined) => (
      <FilterAndCreateBar<'active' | 'paused'>
        filter={{
          value,
          onChange: (next) => chosen.push(next),
          options: [{ value: 'active', label: 'Ativo' }],
          placeholder: 'Todos',
          label: 'Status',
          testId: 'filter',
        }}
        create={{ label: 'Novo', onClick: () => undefined, testId: 'new' }}
      />
    );
    const { rerender } = render(bar(undefined));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByTitle('Ativo'));
    rerender(bar('active'));
    await userEvent.click(screen.getByLabelText('close-circle'));
    expect(chosen).toEqual(['active', undefined]);
  });
});
