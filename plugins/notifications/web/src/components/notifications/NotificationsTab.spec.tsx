import type { NotificationList, NotificationListQuery, NotificationView } from '@otimiza/plugin-notifications-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { notificationListQueryOptions } from '../../api/notifications';
import { NotificationsTab } from './NotificationsTab';

afterEach(cleanup);

/** What the tab asks first: the first page of 20, no filter. */
const firstPage: NotificationListQuery = { page: 1, limit: 20 };

/**
 * The notifications tab as the page shows it, in Portuguese (the source language), reading `answers` as the API's for
 * each list query. A notification's action opens an app page through the router: it renders under a memory router.
 */
function renderTab(answers: [NotificationListQuery, NotificationList][]) {
  return renderScreen(<NotificationsTab />, {
    path: '/notification-center',
    answers: answers.map(([query, answer]) => [notificationListQueryOptions(query).queryKey, answer] as const),
  });
}

/** A pet shop's performance score fell: unread, critical, with three recommended actions. */
const regression: NotificationView = {
  id: '5b0d3c2e-8f4a-4c1e-9d2a-1f6e7a8b9c01',
  type: 'performance_issue',
  title: 'Desempenho caiu para 42 em petshopamigo.com.br',
  message: 'A pontuação de desempenho caiu 31 pontos desde a última análise.',
  priority: 'critical',
  category: 'regression',
  websiteUrl: 'https://petshopamigo.com.br',
  timestamp: '2026-11-29T13:45:00Z',
  readStatus: false,
  metadata: {
    recommendedActions: [
      { title: 'Comprimir as imagens da vitrine', description: 'economia estimada de 1,8 MB' },
      { title: 'Adiar o JavaScript do chat', description: null },
      { title: 'Remover fontes não usadas', description: null },
    ],
    event: 'score.regression',
  },
  deliveryMethod: ['in_app', 'email'],
  actionRequired: true,
  actionUrl: '/analysis-history',
  actionText: 'Ver análise',
};

/** A billing notice, already read. */
const billing: NotificationView = {
  id: '5b0d3c2e-8f4a-4c1e-9d2a-1f6e7a8b9c02',
  type: 'billing_alert',
  title: 'Fatura de novembro disponível: R$ 249,90',
  message: 'A fatura vence em 10/12/2026.',
  priority: 'medium',
  category: 'billing',
  websiteUrl: null,
  timestamp: '2026-11-28T12:00:00Z',
  readStatus: true,
  metadata: { recommendedActions: [], event: null },
  deliveryMethod: ['in_app'],
  actionRequired: false,
  actionUrl: null,
  actionText: null,
};

const list = (notifications: NotificationView[], total: number, unread: number): NotificationList => ({ notifications, total, unread, page: 1, limit: 20 });

describe('notifications: the notifications tab', () => {
  it('highlights an unread notification with its tags, two recommended actions and its buttons; a read one has none', async () => {
    renderTab([[firstPage, list([regression, billing], 2, 1)]]);
    expect(await screen.findByText('2 notificações · 1 não lida')).toBeTruthy();
    const unread = screen.getByRole('article', { name: 'Não lida: Desempenho caiu para 42 em petshopamigo.com.br' });
    expect(unread.dataset['read']).toBe('false');
    expect(within(unread).getByText('Crítica')).toBeTruthy();
    expect(within(unread).getByText('Problema de desempenho')).toBeTruthy();
    expect(within(unread).getByText('Queda de pontuação')).toBeTruthy();
    expect(within(unread).getByText('Ação necessária')).toBeTruthy();
    expect(within(unread).getByText('29/11/2026 10:45 BRT')).toBeTruthy();
    // At most two recommended actions.
    expect(
      within(within(unread).getByTestId('recommended-actions'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Comprimir as imagens da vitrine — economia estimada de 1,8 MB', 'Adiar o JavaScript do chat']);
    expect(
      within(unread)
        .getByRole('link', { name: /Ver análise/ })
        .getAttribute('href'),
    ).toBe('/analysis-history');
    expect(within(unread).getByRole('button', { name: /Marcar como lida/ })).toBeTruthy();

    const read = screen.getByRole('article', { name: 'Fatura de novembro disponível: R$ 249,90' });
    expect(read.dataset['read']).toBe('true');
    expect(within(read).queryByRole('button', { name: /Marcar como lida/ })).toBeNull();
    expect(within(read).queryByTestId('recommended-actions')).toBeNull();
    expect((screen.getByTestId('mark-all-read') as HTMLButtonElement).disabled).toBe(false);
  });

  it('with nothing unread, "mark all as read" is disabled', async () => {
    renderTab([[firstPage, list([billing], 1, 0)]]);
    // (CLDR's Portuguese plural makes 0 singular: '0 não lida'.)
    expect(await screen.findByText(/^1 notificação · 0 não lida/)).toBeTruthy();
    expect((screen.getByTestId('mark-all-read') as HTMLButtonElement).disabled).toBe(true);
  });

  it('with no notification at all: says where they will come from, not "no result for these filters"', async () => {
    renderTab([[firstPage, list([], 0, 0)]]);
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain('Nenhuma notificação ainda');
    expect(screen.queryByTestId('notifications-filtered-empty')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('"only unread" asks for the unread ones; none left says so, and clearing the filters brings the list back', async () => {
    renderTab([
      [firstPage, list([regression, billing], 2, 1)],
      [{ ...firstPage, unreadOnly: 'true' }, list([], 0, 0)],
    ]);
    await screen.findByText('2 notificações · 1 não lida');
    await userEvent.click(screen.getByRole('switch', { name: 'Somente não lidas' }));
    const empty = await screen.findByTestId('notifications-filtered-empty');
    expect(empty.textContent).toContain('Nenhuma notificação com estes filtros');
    expect(screen.queryByRole('article')).toBeNull();
    await userEvent.click(within(empty).getByRole('button', { name: 'Limpar filtros' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect((screen.getByRole('switch', { name: 'Somente não lidas' }) as HTMLButtonElement).getAttribute('aria-checked')).toBe('false');
  });

  it('beyond the newest 10.000 notifications, says the pages stop there', async () => {
    renderTab([[firstPage, list([regression], 12_345, 1)]]);
    expect(await screen.findByText('12.345 notificações · 1 não lida')).toBeTruthy();
    expect(screen.getByTestId('notification-pages-reach').textContent).toBe(
      'As páginas alcançam as 10.000 notificações mais recentes; para as mais antigas, use os filtros ou a busca.',
    );
    // The last page the pagination offers is the 500th (10 000 / 20), not the 618th.
    expect(screen.getByTitle('500')).toBeTruthy();
    expect(screen.queryByTitle('618')).toBeNull();
  });
});
