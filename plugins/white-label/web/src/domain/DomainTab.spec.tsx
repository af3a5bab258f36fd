import type { DomainSettingsView } from '@otimiza/plugin-white-label-shared';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { afterEach, describe, expect, it } from 'vitest';
import { domainQueryOptions } from '../api/whiteLabel';
import { DomainTab } from './DomainTab';

afterEach(cleanup);

/** The domain tab as the setup page shows it, in Portuguese, reading `answer` as the API's. */
function renderTab(answer: DomainSettingsView) {
  return renderScreen(<DomainTab />, { answers: [[domainQueryOptions().queryKey, answer]] });
}

const platform = 'painel.otimiza.com.br';

const notConfigured: DomainSettingsView = {
  configured: false,
  domain: '',
  subdomain: '',
  host: '',
  instruction: { type: 'CNAME', host: '@', value: platform },
  verification: null,
  verified: false,
  verifiedAt: null,
  expiresAt: null,
  targetIsPublic: true,
  status: 'pending',
  foundTarget: null,
  checkedAt: null,
  lastError: null,
  updatedAt: null,
};

/** Saved on 30/11 at 09:00 in Brasília, checked since, its CNAME still pointing at the old host. */
const wrongTarget: DomainSettingsView = {
  configured: true,
  domain: 'agenciavitrine.com.br',
  subdomain: 'app',
  host: 'app.agenciavitrine.com.br',
  instruction: { type: 'CNAME', host: 'app', value: platform },
  verification: { type: 'TXT', host: '_otimiza-verify.app', name: '_otimiza-verify.app.agenciavitrine.com.br', value: 'otimiza-verify=Qm9hIHRhcmRlIQ' },
  verified: false,
  verifiedAt: null,
  expiresAt: '2026-12-07T12:00:00.000Z',
  targetIsPublic: true,
  status: 'wrong_target',
  foundTarget: 'agenciavitrine.hospedagem.com.br',
  checkedAt: '2026-11-30T12:15:00.000Z',
  lastError: null,
  updatedAt: '2026-11-30T12:00:00.000Z',
};

describe('white label: the domain tab', () => {
  it('before a domain is saved: no TXT record yet, the CNAME on "@" with its warning, and the records follow the subdomain as it is typed', async () => {
    renderTab(notConfigured);
    const instructions = screen.getByTestId('dns-instructions');
    expect(instructions.textContent).toContain('Ao salvar, mostramos aqui um registro TXT com o código da sua conta.');
    expect(within(instructions).queryByTestId('txt-host')).toBeNull();
    expect(within(instructions).getByTestId('dns-host').textContent).toBe('@');
    expect(within(instructions).getByTestId('dns-value').textContent).toBe(platform);
    expect(instructions.textContent).toContain('"@" é o próprio domínio. Muitos provedores não aceitam CNAME nele');
    expect(screen.queryByTestId('dns-status-card')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remover domínio/ })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Subdomínio (opcional)' }), 'Relatorios');
    expect(within(instructions).getByTestId('dns-host').textContent).toBe('relatorios');
    expect(instructions.textContent).toContain(`O CNAME deve apontar diretamente para ${platform}, sem nomes intermediários.`);
  });

  it('a saved domain pointing elsewhere: the status says where, the TXT record to create, and its deadline and last check in Brasília time', () => {
    renderTab(wrongTarget);
    expect((screen.getByRole('textbox', { name: 'Domínio principal' }) as HTMLInputElement).value).toBe('agenciavitrine.com.br');
    const instructions = screen.getByTestId('dns-instructions');
    expect(within(instructions).getByTestId('txt-host').textContent).toBe('_otimiza-verify.app');
    expect(within(instructions).getByTestId('txt-value').textContent).toBe('otimiza-verify=Qm9hIHRhcmRlIQ');
    expect(within(instructions).getByTestId('dns-host').textContent).toBe('app');
    expect(within(instructions).getByTestId('dns-expiry').textContent).toContain('Crie o registro TXT até 07/12/2026 09:00 BRT');
    expect(within(instructions).queryByTestId('dns-verified')).toBeNull();

    const status = screen.getByTestId('dns-status-card');
    expect(within(status).getByTestId('dns-status').textContent).toBe('CNAME aponta para outro destino');
    expect(status.textContent).toContain(`app.agenciavitrine.com.br aponta para agenciavitrine.hospedagem.com.br, e não diretamente para ${platform}.`);
    expect(within(status).getByTestId('dns-claim-expires').textContent).toBe(
      'Sem a prova do registro TXT, o pedido deste endereço expira em 07/12/2026 09:00 BRT.',
    );
    expect(status.textContent).toContain('Última verificação: 30/11/2026 09:15 BRT');
    expect(screen.getByRole('button', { name: /Remover domínio/ })).toBeTruthy();
  });

  it('an active, proved domain: marked verified with its date, no deadline left, and a warning when the last DNS look-up failed', () => {
    renderTab({
      ...wrongTarget,
      status: 'active',
      foundTarget: platform,
      verified: true,
      verifiedAt: '2026-12-01T13:40:00.000Z',
      expiresAt: null,
      lastError: 'O servidor DNS não respondeu (ETIMEOUT).',
    });
    const instructions = screen.getByTestId('dns-instructions');
    expect(within(instructions).getByTestId('dns-verified').textContent).toBe('Domínio verificado');
    expect(instructions.textContent).toContain('O registro TXT provou que o domínio é seu em 01/12/2026 10:40 BRT.');
    expect(within(instructions).queryByTestId('dns-expiry')).toBeNull();
    const status = screen.getByTestId('dns-status-card');
    expect(within(status).getByTestId('dns-status').textContent).toBe('Configuração Ativa');
    expect(status.textContent).toContain('app.agenciavitrine.com.br aponta para a plataforma. Seus clientes já podem entrar em app.agenciavitrine.com.br');
    expect(within(status).queryByTestId('dns-claim-expires')).toBeNull();
    expect(within(status).getByText('Não foi possível consultar o DNS')).toBeTruthy();
  });
});
