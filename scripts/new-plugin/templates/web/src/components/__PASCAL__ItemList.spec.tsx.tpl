// A component spec: the list rendered with Testing Library, in Portuguese (the source language), with no server.
import type { __PASCAL__ItemView } from '@otimiza/plugin-__ID__-shared';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { __PASCAL__ItemList } from './__PASCAL__ItemList';

afterEach(cleanup);

function renderList(items: __PASCAL__ItemView[]) {
  return renderScreen(<__PASCAL__ItemList items={items} />);
}

const item: __PASCAL__ItemView = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Padaria',
  url: 'https://padaria.example/',
  performance: null,
  analysedAt: null,
  checkedAt: null,
  createdAt: '2026-11-30T12:00:00.000Z',
};

describe('__PASCAL__ItemList', () => {
  it('says how to start when there is no item', () => {
    renderList([]);
    expect(screen.getByTestId('__ID__-empty').textContent).toContain('Nenhum item ainda.');
  });

  it('shows each item with what its checks found so far, and a delete button named for it', () => {
    renderList([item, { ...item, id: '00000000-0000-4000-8000-000000000002', name: 'Loja', performance: 87, analysedAt: item.createdAt, checkedAt: item.createdAt }]);
    expect(screen.getByText('Ainda não verificado: a verificação roda a cada minuto.')).toBeTruthy();
    expect(screen.getByText(/Desempenho 87 na análise de 30\/11\/2026 09:00 BRT/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir Padaria' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Excluir Loja' })).toBeTruthy();
  });
});
