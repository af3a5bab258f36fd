import type { SystemStatusResponse } from '@otimiza/sdk/shared';
import { describe, expect, it } from 'vitest';
import { aiBadge, modelLabel } from './aiStatus';

const status = (openai: boolean, model: string | null): SystemStatusResponse => ({
  services: { openai, pagespeed: false, stripe: false, sendgrid: false },
  ai: { configured: openai, available: openai, model },
  paymentsMode: 'sandbox',
});

describe('AI status badge', () => {
  it('says nothing until the status is known', () => {
    expect(aiBadge(undefined)).toEqual({ state: 'unknown' });
  });

  it('is off when the server says OpenAI is not available, whatever the model', () => {
    expect(aiBadge(status(false, null))).toEqual({ state: 'off' });
    expect(aiBadge(status(false, 'gpt-5'))).toEqual({ state: 'off' });
  });

  it('names the model in use', () => {
    expect(aiBadge(status(true, 'gpt-5'))).toEqual({ state: 'on', model: 'GPT-5' });
    expect(aiBadge(status(true, 'gpt-4o-mini'))).toEqual({ state: 'on', model: 'GPT-4o-mini' });
    expect(aiBadge(status(true, null))).toEqual({ state: 'on', model: 'GPT-5' });
  });

  it('writes model ids as people do', () => {
    expect(modelLabel('gpt-5')).toBe('GPT-5');
    expect(modelLabel('GPT-5-mini')).toBe('GPT-5-mini');
    expect(modelLabel('o3')).toBe('o3');
  });
});
