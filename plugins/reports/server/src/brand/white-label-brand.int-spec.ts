import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisRecord } from '@otimiza/sdk/server';
import {
  binaryBody,
  completedAnalysisRecord,
  createTestUser,
  dataUrl,
  InMemoryAnalyses,
  inMemoryAnalysesPlugin,
  noisePng,
  pdfDrawing,
  pdfText,
  startDnsStub,
  startSendgridStub,
  type DnsStub,
  type TestApp,
  type TestUser,
} from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import type { BrandSettingsPage, PublicSharedReport, RecurringReportView, RecurringRunView, SharedReportView } from '@otimiza/plugin-reports-shared';
import reportsPlugin from '../index.js';
import { metaDescriptionFix } from '../testing/applied-fix.fixture.js';

function analysisOf(url: string): AnalysisRecord {
  return completedAnalysisRecord(url, {
    strategy: 'desktop',
    scores: { performance: 71, accessibility: 90, seo: 95, bestPractices: 100 },
    appliedFixes: [metaDescriptionFix],
    verification: { status: 'skipped', before: null, after: null, summary: null, regressions: [] },
  });
}

/** The analyses this spec reads; a recurring run's audit is answered at once. */
const analyses = new InMemoryAnalyses((_workspaceId, url) => analysisOf(url));

const whiteLabelBrand = {
  brandName: 'Painel Parceiro',
  companyName: 'Agência Parceira Ltda.',
  primaryColor: '#0F766E',
  secondaryColor: '#B45309',
};
const ownBrand = { companyName: 'Marca dos Relatórios', primaryColor: '#9D174D', secondaryColor: '#1E3A8A', contactEmail: 'contato@relatorios.example' };

/**
 * The white-label brand in force for a report's workspace (the workspace's one brand with a name, on Enterprise) drives
 * its PDFs, its share pages and its recurring e-mails, its name standing for the company; 'remove the product brand'
 * leaves no Otimiza on them. The real white-label plugin puts the brand in force (BrandPort).
 */
const PLATFORM = 'plataforma.otimiza.test';

describe('reports in the white-label brand in force', () => {
  const apiKey = 'SG.white-label-reports';
  let sendgrid: Awaited<ReturnType<typeof startSendgridStub>>;
  let dns: DnsStub;
  let testApp: TestApp;
  let reseller: TestUser;
  const whiteLabelLogo = noisePng(40, 20);

  const download = async (user: TestUser, analysisId: string) =>
    (await user.agent.get(`/api/generate-pdf/${analysisId}?language=pt`).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
  const saveWhiteLabel = (hideProductBrand: boolean) =>
    reseller.agent
      .put('/api/brand-settings')
      .send({ ...whiteLabelBrand, hideProductBrand })
      .expect(200);

  beforeAll(async () => {
    sendgrid = await startSendgridStub(apiKey);
    dns = await startDnsStub();
    testApp = await createTestApp({
      plugins: [
        // The reseller's plan receives the fixed page (the analysis plugin's htmlDownload feature): its PDF says the fixes were applied.
        inMemoryAnalysesPlugin(analyses, {
          features: [{ key: 'htmlDownload', label: { pt: 'Download do HTML otimizado', en: 'Optimized HTML download' }, plans: ['pro', 'enterprise'] }],
        }),
        reportsPlugin,
        ...(await installedPlugins('white-label')),
      ],
      env: { SENDGRID_API_KEY: apiKey, SENDGRID_BASE_URL: sendgrid.url, WHITE_LABEL_DNS_SERVERS: dns.server, PUBLIC_URL: `https://${PLATFORM}` },
    });
    reseller = await createTestUser(testApp, { plan: 'enterprise' });
    await reseller.agent
      .put('/api/brand-settings')
      .send({ ...ownBrand, logo: dataUrl('image/png', noisePng(64, 32)) })
      .expect(200);
    // The one brand: the same screen gives it its white-label name and the product brand switch (Enterprise).
    await reseller.agent
      .put('/api/brand-settings')
      .send({ ...whiteLabelBrand, hideProductBrand: true, logo: dataUrl('image/png', whiteLabelLogo) })
      .expect(200);
  });
  afterAll(async () => {
    await testApp?.close();
    await sendgrid?.close();
    await dns?.close();
  });

  it('prints the PDF in the white-label brand — its name, colours and logo — and no Otimiza when it hides the product', async () => {
    const analysis = analyses.add(reseller.workspaceId, analysisOf('https://padaria-exemplo.com.br/'));
    const pdf = await download(reseller, analysis.id);
    const text = await pdfText(pdf);
    expect(text).toContain('Painel Parceiro');
    expect(text).toContain('Correções aplicadas por Painel Parceiro');
    // The brand's contact stays; its name stands for the company.
    expect(text).toContain('contato@relatorios.example');
    expect(text).not.toContain('Marca dos Relatórios');
    expect(text).not.toMatch(/otimiza/i);
    const drawing = await pdfDrawing(pdf);
    expect(drawing.fills).toContain('#0F766E');
    expect(drawing.fills).toContain('#B45309');
    expect(drawing.fills).not.toContain('#9D174D');
    expect(drawing.images).toEqual(['40x20']);
    const metadata = await PDFDocument.load(pdf, { updateMetadata: false });
    expect([metadata.getProducer(), metadata.getCreator()]).toEqual(['Painel Parceiro', 'Painel Parceiro']);
  });

  it('credits the product under a white-label brand that keeps it, and shows the company under its own name once white-label is off', async () => {
    await saveWhiteLabel(false);
    const analysis = analyses.add(reseller.workspaceId, analysisOf('https://padaria-exemplo.com.br/contato'));
    const credited = await pdfText(await download(reseller, analysis.id));
    expect(credited).toContain('Painel Parceiro');
    expect(credited).toContain('Com tecnologia Otimiza');

    await reseller.agent.put('/api/workspace/plugins/white-label').send({ enabled: false }).expect(200);
    const own = await download(reseller, analysis.id);
    expect(await pdfText(own)).toContain('Agência Parceira Ltda.');
    expect(await pdfText(own)).not.toContain('Painel Parceiro');
    expect((await pdfDrawing(own)).images).toEqual(['40x20']);
    await reseller.agent.put('/api/workspace/plugins/white-label').send({ enabled: true }).expect(200);
    await saveWhiteLabel(true);
  });

  it('answers a visitor of a share page with the white-label brand, its logo under the report’s own address', async () => {
    const analysis = analyses.add(reseller.workspaceId, analysisOf('https://padaria-exemplo.com.br/'));
    const shared = (await reseller.agent.post('/api/reports/share').send({ analysisId: analysis.id, title: 'Resultados de novembro' }).expect(201))
      .body as SharedReportView;
    const token = shared.shareUrl.split('/r/')[1]!;
    const visitor = () => request(testApp.server as never);
    const answer = (await visitor().get(`/api/public/reports/${token}`).expect(200)).body as PublicSharedReport;
    const logoUrl = expect.stringMatching(new RegExp(`^/api/public/reports/${token}/logo\\?v=\\d+$`));
    expect(answer.brand).toEqual({
      companyName: 'Painel Parceiro',
      logoUrl,
      primaryColor: '#0F766E',
      secondaryColor: '#B45309',
      contact: { email: 'contato@relatorios.example', website: '' },
    });
    expect(answer.whiteLabel).toEqual({
      name: 'Painel Parceiro',
      companyName: 'Agência Parceira Ltda.',
      primaryColor: '#0F766E',
      secondaryColor: '#B45309',
      logoUrl,
      hideProductBrand: true,
    });
    // Neither the product's name nor a workspace's id reaches the visitor.
    expect(JSON.stringify(answer)).not.toMatch(/otimiza/i);
    expect(JSON.stringify(answer)).not.toContain(reseller.workspaceId);
    const logo = await visitor().get(answer.whiteLabel!.logoUrl!).buffer(true).expect(200);
    expect(Buffer.compare(logo.body as Buffer, whiteLabelLogo)).toBe(0);

    // A workspace without a white-label brand keeps its reports' own brand.
    const plain = await createTestUser(testApp, { plan: 'enterprise' });
    await plain.agent.put('/api/brand-settings').send(ownBrand).expect(200);
    const plainAnalysis = analyses.add(plain.workspaceId, analysisOf('https://outra-padaria.example/'));
    const plainShare = (await plain.agent.post('/api/reports/share').send({ analysisId: plainAnalysis.id, title: 'Sem marca branca' }).expect(201))
      .body as SharedReportView;
    const plainAnswer = (
      await visitor()
        .get(`/api/public/reports/${plainShare.shareUrl.split('/r/')[1]}`)
        .expect(200)
    ).body as PublicSharedReport;
    expect(plainAnswer.whiteLabel).toBeNull();
    expect(plainAnswer.brand).toMatchObject({ companyName: 'Marca dos Relatórios', primaryColor: '#9D174D', logoUrl: null });
  });

  it('makes share links on the reseller’s domain once it is proved the reseller’s and its DNS points here, also for its client workspaces', async () => {
    const analysis = analyses.add(reseller.workspaceId, analysisOf('https://padaria-exemplo.com.br/'));
    const share = async () =>
      ((await reseller.agent.post('/api/reports/share').send({ analysisId: analysis.id, title: 'Link' }).expect(201)).body as SharedReportView).shareUrl;
    expect(await share()).toMatch(new RegExp(`^https://${PLATFORM}/r/`));
    const claim = (await reseller.agent.put('/api/white-label/domain').send({ domain: 'parceiro.example', subdomain: 'relatorios' }).expect(200)).body as {
      verification: { name: string; value: string };
    };
    // /brand-settings shows white-label's domain (its one owner, set up there) and the brand in force.
    const brandPage = async () => (await reseller.agent.get('/api/brand-settings').expect(200)).body as BrandSettingsPage;
    expect(await brandPage()).toMatchObject({
      customDomain: { host: 'relatorios.parceiro.example', status: 'dns-pending' },
      whiteLabelBrand: { name: whiteLabelBrand.brandName },
    });
    dns.setCname('relatorios.parceiro.example', PLATFORM);
    // The TXT record with the workspace's token proves the domain the reseller's (white-label's domain claim).
    dns.setTxt(claim.verification.name, [claim.verification.value]);
    await reseller.agent.post('/api/white-label/domain/check').expect(200);
    expect(await share()).toMatch(/^https:\/\/relatorios\.parceiro\.example\/r\/[\w-]+$/);
    expect((await brandPage()).customDomain).toEqual({ host: 'relatorios.parceiro.example', status: 'active' });
    const listed = (await reseller.agent.get('/api/reports/shared').expect(200)).body as { reports: SharedReportView[] };
    expect(listed.reports.every((report) => report.shareUrl.startsWith('https://relatorios.parceiro.example/r/'))).toBe(true);

    const client = (await reseller.agent.post('/api/workspace/clients').send({ name: 'Cliente' }).expect(201)).body as { id: string };
    await reseller.agent.post('/api/workspace/switch').send({ workspaceId: client.id }).expect(200);
    const clientAnalysis = analyses.add(client.id, analysisOf('https://cliente-exemplo.com.br/'));
    const clientShare = (await reseller.agent.post('/api/reports/share').send({ analysisId: clientAnalysis.id, title: 'Cliente' }).expect(201))
      .body as SharedReportView;
    expect(clientShare.shareUrl).toMatch(/^https:\/\/relatorios\.parceiro\.example\/r\//);
    await reseller.agent.post('/api/workspace/switch').send({ workspaceId: reseller.workspaceId }).expect(200);
    await reseller.agent.delete('/api/white-label/domain').expect(200);
    expect(await share()).toMatch(new RegExp(`^https://${PLATFORM}/r/`));
    expect((await brandPage()).customDomain).toBeNull();
  });

  it('signs the recurring e-mail and its PDF with the white-label brand, without Otimiza', async () => {
    const report = (
      await reseller.agent
        .post('/api/enterprise/recurring-reports')
        .send({ name: 'Semanal da padaria', urls: ['https://padaria-exemplo.com.br/'], recipients: ['dono@padaria.example'] })
        .expect(201)
    ).body as RecurringReportView;
    await reseller.agent.post(`/api/recurring-reports/${report.id}/run`).expect(202);
    await expect
      .poll(async () => ((await reseller.agent.get(`/api/recurring-reports/${report.id}/runs`).expect(200)).body as RecurringRunView[])[0]?.status, {
        timeout: 60_000,
      })
      .toBe('succeeded');
    await expect.poll(() => sendgrid.received.filter((mail) => mail.body.subject.includes('Semanal da padaria')).length, { timeout: 15_000 }).toBe(1);
    const mail = sendgrid.received.find((entry) => entry.body.subject.includes('Semanal da padaria'))!.body;
    const [text, html] = mail.content.map((part) => part.value);
    expect(text).toContain('— Painel Parceiro');
    expect(`${mail.subject}\n${text}\n${html}`).not.toMatch(/otimiza/i);
    expect(mail.from.name).toBe('Painel Parceiro');
    const pdf = Buffer.from(mail.attachments![0]!.content, 'base64');
    const attached = await pdfText(pdf);
    expect(attached).toContain('Painel Parceiro');
    expect(attached).not.toMatch(/otimiza/i);
  });
});
