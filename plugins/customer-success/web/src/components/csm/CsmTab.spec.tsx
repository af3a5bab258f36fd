import type { CsmDashboardList, CsmDashboardView, TaskView } from '@otimiza/plugin-customer-success-shared';
import type { ApiUser, WorkspaceRole } from '@otimiza/sdk/shared';
import { currentUserQueryKey } from '@otimiza/sdk/web';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { csmQueryOptions, tasksQueryOptions } from '../../api/cs';
import { CsmTab } from './CsmTab';

afterEach(cleanup);

/** The signed-in user as the host loaded it: only the role in the workspace matters here. */
const userWithRole = (role: WorkspaceRole): ApiUser => ({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  email: 'mariana@agenciavitrine.com.br',
  firstName: 'Mariana',
  lastName: 'Costa',
  profileImageUrl: null,
  isVerified: true,
  createdAt: '2025-03-10T12:00:00.000Z',
  plan: { name: 'enterprise' },
  selectedPlan: 'enterprise',
  pendingPlan: null,
  workspace: { id: '3e4f5a6b-7c8d-4e9f-a0b1-c2d3e4f5a6b7', name: 'Agência Vitrine', role, managedBy: null },
  isAdmin: false,
  mode: 'user',
  demo: null,
});

/** The CSM Dashboard tab as the page shows it, in Portuguese, for a user of `role`; the dashboards and the tasks (open and done) as the API's. */
function renderTab({ role, dashboards, open, done }: { role: WorkspaceRole; dashboards: CsmDashboardList; open: TaskView[]; done: TaskView[] }) {
  return renderScreen(<CsmTab />, {
    answers: [
      [currentUserQueryKey, userWithRole(role)],
      [csmQueryOptions('all').queryKey, dashboards],
      [tasksQueryOptions('all', 'open').queryKey, { tasks: open }],
      [tasksQueryOptions('all', 'done').queryKey, { tasks: done }],
    ],
  });
}

const mariana: CsmDashboardView = {
  id: '0b8f3c1e-5a2d-4c6b-9e7f-1a2b3c4d5e6f',
  csmName: 'Mariana Costa',
  csmEmail: 'mariana@agenciavitrine.com.br',
  customers: { total: 12, healthy: 7, atRisk: 4, critical: 1 },
  metrics: { averageHealthScore: 71, nps: 42 },
  performance: { retentionRate: 91.67, expansionRate: -1.5 },
  workload: { activeAlerts: 5, upcomingMeetings: 2, pendingTasks: 3, overdueActions: 1 },
  goals: { monthly: { retention: { current: 91.67, target: 95 }, expansion: { current: -1.5, target: null } } },
};

const dashboards: CsmDashboardList = {
  dashboards: [mariana],
  members: [{ userId: mariana.id, name: mariana.csmName, email: mariana.csmEmail }],
};

const call: TaskView = {
  id: '5f6a7b8c-9d0e-4f1a-8b2c-3d4e5f6a7b8c',
  title: 'Ligar para falar da queda no site',
  kind: 'call',
  status: 'open',
  dueAt: '2026-11-28T02:00:00.000Z',
  overdue: true,
  customerId: '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6',
  customerName: 'Padaria São José',
  assignee: { userId: mariana.id, name: 'Mariana Costa' },
  executionId: null,
  createdAt: '2026-11-21T12:00:00.000Z',
};

describe('customer success: the CSM Dashboard tab', () => {
  it("writes a CSM's figures in Portuguese (a signed fall in expansion, a goal without target) and lists the overdue task", () => {
    renderTab({ role: 'owner', dashboards, open: [call], done: [] });
    const card = screen.getByTestId('csm-card');
    expect(within(card).getByText('Mariana Costa')).toBeTruthy();
    expect(within(card).getByText('91,7%')).toBeTruthy();
    expect(within(card).getByTestId('csm-expansion').textContent).toContain('−1,5%');
    expect(within(card).getByTestId('csm-distribution').textContent).toBe('Saudáveis (80+): 7 · em risco (40–79): 4 · críticos (abaixo de 40): 1 · alertas: 5');
    expect(within(card).getByTestId('csm-workload').textContent).toBe('Reuniões: 2 · tarefas: 3 · atrasadas: 1');
    expect(within(card).getByText('91,7% / 95%')).toBeTruthy();
    expect(within(card).getByText('-1,5% / sem meta')).toBeTruthy();

    const task = within(screen.getByTestId('cs-tasks')).getByLabelText('Ligar para falar da queda no site');
    // Due at 23:00 on the 27th in Brasília (02:00 UTC on the 28th).
    expect(task.textContent).toContain('Padaria São José · Mariana Costa · prazo 27/11/2026');
    expect(within(task).getByText('Atrasada')).toBeTruthy();
    expect(within(task).getByText('Ligação')).toBeTruthy();
    expect(within(task).getByTestId('complete-task').textContent).toContain('Concluir');
  });

  it('lets an owner or admin open the goals of a CSM, filled with the current targets; a member sees no goals button', async () => {
    renderTab({ role: 'admin', dashboards, open: [call], done: [] });
    await userEvent.click(within(screen.getByTestId('csm-card')).getByRole('button', { name: /Metas/ }));
    // Under NODE_ENV=test antd gives every generated id the same value ('test-id'): the dialog's name is not resolved, its title is read as text.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Metas do mês de Mariana Costa')).toBeTruthy();
    expect((within(dialog).getByRole('spinbutton', { name: 'Retenção (%)' }) as HTMLInputElement).value).toBe('95');
    expect((within(dialog).getByRole('spinbutton', { name: 'Expansão (%)' }) as HTMLInputElement).value).toBe('');
    cleanup();

    renderTab({ role: 'member', dashboards, open: [call], done: [] });
    expect(within(screen.getByTestId('csm-card')).queryByRole('button', { name: /Metas/ })).toBeNull();
  });

  it('with no member and no task: says so, and the done tasks list has its own empty text', async () => {
    renderTab({ role: 'owner', dashboards: { dashboards: [], members: [] }, open: [], done: [] });
    expect(screen.getByText('Nenhum membro encontrado')).toBeTruthy();
    expect(screen.queryByTestId('csm-card')).toBeNull();
    const tasks = screen.getByTestId('cs-tasks');
    expect(within(tasks).getByTestId('cs-tasks-empty').textContent).toContain('Nenhuma tarefa aberta');
    expect(within(tasks).getByTestId('cs-tasks-empty').textContent).toContain('Os playbooks com o passo de tarefa criam tarefas para o CSM do cliente.');

    await userEvent.click(within(tasks).getByText('Concluídas'));
    expect(within(tasks).getByTestId('cs-tasks-empty').textContent).toContain('Nenhuma tarefa concluída');
    expect(within(tasks).getByTestId('cs-tasks-empty').textContent).not.toContain('Os playbooks');
  });
});
