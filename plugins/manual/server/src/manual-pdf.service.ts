import { Injectable } from '@nestjs/common';
import { SettingsPort } from '@otimiza/sdk/server';
import type { Language } from '@otimiza/sdk/shared';
import { manualContent, type ManualSupportContact } from '@otimiza/plugin-manual-shared';
import { dejaVuFonts } from '@otimiza/sdk/pdf';
import { pdfTimeZone } from './manual-pdf.labels.js';
import { renderManualPdf } from './manual-pdf.renderer.js';

interface CachedPdf {
  /** Calendar day (São Paulo) the PDF was generated on: its cover prints that date. */
  day: string;
  bytes: Promise<Uint8Array>;
}

function calendarDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: pdfTimeZone }).format(date);
}

/**
 * Builds the downloadable user manual from `manualContent`, with this instance's support
 * contacts (SUPPORT_EMAIL, SUPPORT_URL; left out when unset), kept in memory per language and day.
 */
@Injectable()
export class ManualPdfService {
  private readonly cache = new Map<Language, CachedPdf>();
  private readonly contact: ManualSupportContact;

  constructor(settings: SettingsPort) {
    const text = (name: string) => {
      const value = settings.get(name);
      return typeof value === 'string' && value ? value : null;
    };
    this.contact = { email: text('SUPPORT_EMAIL'), url: text('SUPPORT_URL') };
  }

  pdf(language: Language, now: Date = new Date()): Promise<Uint8Array> {
    const day = calendarDay(now);
    const cached = this.cache.get(language);
    if (cached?.day === day) return cached.bytes;

    const bytes = this.render(language, now);
    this.cache.set(language, { day, bytes });
    bytes.catch(() => {
      if (this.cache.get(language)?.bytes === bytes) this.cache.delete(language);
    });
    return bytes;
  }

  private async render(language: Language, generatedAt: Date): Promise<Uint8Array> {
    return renderManualPdf({ content: manualContent, contact: this.contact, language, fonts: await dejaVuFonts(), generatedAt });
  }
}
