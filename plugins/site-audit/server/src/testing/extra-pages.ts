import { frame } from './page-frame.js';

/** Pages outside the listed site: the calendar trap, the robots-closed admin, the not-found page. */

const monthNames = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

export const firstAgendaMonth = '2026-01';

/** `YYYY-MM` (years past 9999 too, so the calendar never ends) as [year, month from 1], or undefined for anything else. */
export function parseMonth(value: string): [number, number] | undefined {
  const match = /^(\d{4,})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? [Number(match[1]), month] : undefined;
}

const formatMonth = (year: number, month: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;

export function shiftMonth([year, month]: [number, number], by: 1 | -1): string {
  const index = year * 12 + (month - 1) + by;
  return formatMonth(Math.floor(index / 12), (index % 12) + 1);
}

/** A month of workshops linking the month before and the month after, whatever the month: a crawler trap without end. */
export function agendaPage(when: [number, number]): string {
  const [year, month] = when;
  const label = `${monthNames[month - 1]} de ${year}`;
  return frame({
    title: `Agenda de oficinas — ${label} | Casa Verde Jardinagem`,
    description: `Oficinas gratuitas de jardinagem nas lojas Casa Verde em ${label}.`,
    main:
      `<h1>Oficinas em ${label}</h1><ul><li>Sábado, 10h: montagem de terrários</li><li>Sábado, 15h: horta em vasos</li></ul>` +
      `<p><a href="/agenda?mes=${shiftMonth(when, -1)}">← Mês anterior</a> · <a href="/agenda?mes=${shiftMonth(when, 1)}">Próximo mês →</a></p>`,
  });
}

export const adminPages: Readonly<Record<string, string>> = {
  '/admin/': frame({
    title: 'Área restrita | Casa Verde Jardinagem',
    robots: 'noindex, nofollow',
    main:
      '<h1>Área restrita</h1><form method="post" action="/admin/"><label for="usuario">Usuário</label><input id="usuario" name="usuario">' +
      '<label for="senha">Senha</label><input id="senha" name="senha" type="password"><button type="submit">Entrar</button></form>' +
      '<p><a href="/admin/pedidos">Pedidos do dia</a></p>',
  }),
  '/admin/pedidos': frame({
    title: 'Pedidos | Área restrita',
    robots: 'noindex, nofollow',
    main: '<h1>Pedidos do dia</h1><table><tr><th>Pedido</th><th>Cliente</th></tr><tr><td>10231</td><td>Ana Souza</td></tr></table>',
  }),
};

export const notFoundPage = frame({
  title: 'Página não encontrada | Casa Verde Jardinagem',
  main: '<h1>Página não encontrada</h1><p>O endereço mudou ou não existe mais. <a href="/">Voltar ao início</a></p>',
});
