import type { SiteInfoResponse } from '@otimiza/sdk/shared';
import { siteInfoQueryOptions } from '@otimiza/sdk/web';
import { renderScreen } from '@otimiza/sdk/web-testing';
import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ManualPage from './ManualPage';

afterEach(cleanup);

/** The manual at `address`, in Portuguese, on an instance whose support contacts are `support` (`GET /api/site-info`). */
async function renderManual(address: string, support: SiteInfoResponse['support']) {
  const { router } = renderScreen(<ManualPage />, {
    path: address,
    answers: [[siteInfoQueryOptions().queryKey, { support, brand: null, environment: 'production' }]],
  });
  // Every view opens on its title.
  await screen.findAllByRole('heading');
  return router!;
}

const emailOnly = { email: 'suporte@otimiza.com.br', url: null };
const noSupport = { email: null, url: null };

describe('manual: the page', () => {
  it('opens on the manual: the PDF, the video not published yet (leading to the first guide), support, the two guides and the FAQ', async () => {
    await renderManual('/user-manual', emailOnly);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manual da Plataforma');
    expect(document.title).toBe('Manual da Plataforma · Otimiza');
    expect(screen.getByTestId('manual-card-pdf-download')).toBeTruthy();
    const video = screen.getByTestId('manual-card-video-tutorial');
    expect(within(video).getByTestId('video-unpublished').textContent).toBe('Ainda não publicado');
    expect(
      within(video)
        .getByRole('link', { name: /Ver o guia “Primeiros Passos”/ })
        .getAttribute('href'),
    ).toBe('/user-manual?view=section&section=getting-started');
    expect(within(screen.getByTestId('manual-card-support-contact')).getByRole('link').getAttribute('href')).toBe('/user-manual?view=support-contact');

    const guides = screen.getByRole('region', { name: 'Guias passo a passo' });
    expect(within(guides).getAllByText('6 passos')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Perguntas frequentes' })).getByText('Quais são os planos e seus limites?')).toBeTruthy();
  });

  it('without a support e-mail or chat, shows no support card, and the support view says none is configured', async () => {
    await renderManual('/user-manual', noSupport);
    expect(screen.queryByTestId('manual-card-support-contact')).toBeNull();
    expect(screen.getByTestId('manual-card-pdf-download')).toBeTruthy();
    cleanup();

    await renderManual('/user-manual?view=support-contact', noSupport);
    expect(screen.getByRole('heading', { level: 2, name: 'Suporte' })).toBeTruthy();
    expect(screen.getByText('Nenhum canal de suporte configurado')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Abrir o chat/ })).toBeNull();
  });

  it("the support view offers this instance's chat and e-mail with their response times", async () => {
    await renderManual('/user-manual?view=support-contact', { email: 'suporte@otimiza.com.br', url: 'https://chat.otimiza.com.br' });
    expect(screen.getByRole('link', { name: /Abrir o chat/ }).getAttribute('href')).toBe('https://chat.otimiza.com.br');
    expect(screen.getByRole('link', { name: /suporte@otimiza\.com\.br/ }).getAttribute('href')).toBe('mailto:suporte@otimiza.com.br');
    expect(screen.getByText('Chat 24 horas')).toBeTruthy();
    expect(screen.getByText('Resposta em até 4 horas')).toBeTruthy();
  });

  it('opens a guide from its card, with its six steps and the way to the other guide; an unknown guide falls back to the manual', async () => {
    const router = await renderManual('/user-manual', emailOnly);
    const guides = screen.getByRole('region', { name: 'Guias passo a passo' });
    const seo = within(guides).getByRole('heading', { level: 4, name: 'Análises de SEO' }).closest('.ant-card') as HTMLElement;
    await userEvent.click(within(seo).getByRole('link', { name: /Ver o guia/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Análises de SEO' })).toBeTruthy();
    expect(router.state.location.search).toEqual({ view: 'section', section: 'seo-analysis' });
    expect(screen.getByText('Informe o endereço e o tipo de análise')).toBeTruthy();
    expect(screen.getByText('Baixe o PDF e compartilhe')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Próximo guia: Primeiros Passos/ }).getAttribute('href')).toBe('/user-manual?view=section&section=getting-started');
    cleanup();

    await renderManual('/user-manual?view=section&section=precos', emailOnly);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Manual da Plataforma');
  });
});
