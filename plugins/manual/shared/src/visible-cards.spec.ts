import { describe, expect, it } from 'vitest';
import { manualContent } from './content.js';
import { visibleManualCards } from './visible-cards.js';

const ids = (contact: { email: string | null; url: string | null }, video: string | null = manualContent.video.url) =>
  visibleManualCards({ ...manualContent, video: { ...manualContent.video, url: video } }, contact).map((card) => card.id);

describe('the manual’s resource cards', () => {
  it('leave out the video while none is published, and support while no contact is configured', () => {
    expect(manualContent.video.url).toBeNull();
    expect(ids({ email: null, url: null })).toEqual(['pdf-download']);
  });

  it('show support when an e-mail or a chat address is set, and the video once it has an address', () => {
    expect(ids({ email: 'ajuda@exemplo.com.br', url: null })).toEqual(['pdf-download', 'support-contact']);
    expect(ids({ email: null, url: 'https://ajuda.exemplo.com.br/chat' })).toEqual(['pdf-download', 'support-contact']);
    expect(ids({ email: null, url: null }, 'https://videos.exemplo.com.br/tour')).toEqual(['pdf-download', 'video-tutorial']);
  });

  it('no longer tell users to cancel by e-mail, nor name a support address of their own', () => {
    const text = JSON.stringify(manualContent);
    expect(text).not.toMatch(/@otimiza\.com\.br|otimiza\.com\.br\/chat/);
    const cancel = manualContent.faq.find((entry) => entry.question.en === 'How do I cancel my subscription?')!;
    expect(cancel.answer.pt).toContain('Gerenciar assinatura');
    expect(cancel.answer.en).toContain('Manage subscription');
  });

  it('keep the video’s card on the web page before one is published, when asked: it says so there', () => {
    expect(visibleManualCards(manualContent, { email: null, url: null }, { unpublishedVideo: true }).map((card) => card.id)).toEqual([
      'pdf-download',
      'video-tutorial',
    ]);
  });
});
