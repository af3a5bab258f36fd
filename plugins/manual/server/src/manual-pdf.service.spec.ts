import { describe, it, expect } from 'vitest';
import { expectToRead, pdfContent } from '@otimiza/sdk/testing';
import type { SettingsPort } from '@otimiza/sdk/server';
import { manualContent } from '@otimiza/plugin-manual-shared';
import { ManualPdfService } from './manual-pdf.service.js';

const pdfText = (bytes: Uint8Array) => pdfContent(bytes);

const normalise = (text: string) => text.replace(/\s+/g, ' ');

const settings = (values: Record<string, string>) => ({ get: (name: string) => values[name] }) as SettingsPort;

describe('ManualPdfService', () => {
  const service = new ManualPdfService(settings({ SUPPORT_EMAIL: 'ajuda@empresa.com.br', SUPPORT_URL: 'https://ajuda.empresa.com.br/chat' }));

  it('builds the Portuguese manual with accents, sections, steps and FAQ', async () => {
    const bytes = await service.pdf('pt');
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await pdfText(bytes);
    const flat = normalise(text);
    expect(pages).toBeGreaterThan(3);
    expectToRead(flat, [
      'Otimiza',
      'Manual da Plataforma',
      'Sumário',
      'Primeiros Passos',
      'Análises de SEO',
      'Confirme seu e-mail',
      'Explore os resultados',
      'Perguntas frequentes',
      'O Otimiza altera o meu site sem permissão?',
      'ajuda@empresa.com.br',
      'ajuda.empresa.com.br/chat',
      'Resposta em até 4 horas',
      'Gerenciar assinatura',
    ]);
    expect(flat).not.toContain('suporte@otimiza.com.br');
    // No video is published: no video chapter, no 'in production' notice.
    expect(flat).not.toContain(manualContent.video.title.pt);
    expect(flat).not.toContain('Em produção');
    expect(flat).toContain(`Página 2 de ${pages}`);
    for (const section of manualContent.sections) {
      for (const step of section.steps) expect(flat).toContain(step.title.pt);
    }
  });

  it('builds the English manual with English titles', async () => {
    const { text, pages } = await pdfText(await service.pdf('en'));
    const flat = normalise(text);
    expect(pages).toBeGreaterThan(3);
    expectToRead(flat, [
      'Platform Manual',
      'Contents',
      'Getting Started',
      'SEO Analyses',
      'Read the four scores',
      'Frequently asked questions',
      'How long does an analysis take?',
      `Page 2 of ${pages}`,
    ]);
    expect(flat).not.toContain('Primeiros Passos');
  });

  it('leaves the support chapter and every contact out when none is configured', async () => {
    const { text } = await pdfText(await new ManualPdfService(settings({})).pdf('pt'));
    const flat = normalise(text);
    expect(flat).not.toContain('Resposta em até 4 horas');
    expect(flat).not.toContain('Chat 24 horas');
    expect(flat).not.toMatch(/@|mailto/);
    expect(flat).toContain('Perguntas frequentes');
  });

  it('prints only the chat address when only SUPPORT_URL is set', async () => {
    const { text } = await pdfText(await new ManualPdfService(settings({ SUPPORT_URL: 'https://ajuda.empresa.com.br/chat' })).pdf('en'));
    const flat = normalise(text);
    expect(flat).toContain('ajuda.empresa.com.br/chat');
    expect(flat).toContain('Chat 24 hours');
    expect(flat).not.toContain('Reply within 4 hours');
  });

  it('answers the same bytes from its cache on the same day', async () => {
    const day = new Date('2026-03-10T12:00:00Z');
    const first = await service.pdf('pt', day);
    expect(await service.pdf('pt', new Date('2026-03-10T20:00:00Z'))).toBe(first);
    expect(await service.pdf('pt', new Date('2026-03-12T12:00:00Z'))).not.toBe(first);
  });
});
