import type { CustomerRecord } from '@otimiza/plugin-customer-success-contract';
import { describe, expect, it } from 'vitest';
import { clientSeries } from './client-series.js';

const client = (mrr: number, startedAt: string, churnedAt: string | null): CustomerRecord => ({
  id: `client-${mrr}`,
  plan: 'starter',
  mrr,
  startedAt: new Date(startedAt),
  churnedAt: churnedAt ? new Date(churnedAt) : null,
  features: { usage: 1, scoresTrend: 0, engagement: 1 },
  measuredAt: new Date(startedAt),
});

describe('client series', () => {
  const customers = [
    client(100, '2026-08-01T00:00:00Z', null),
    client(200, '2026-08-01T00:00:00Z', '2026-10-31T12:00:00Z'),
    client(400, '2026-08-01T00:00:00Z', '2026-11-30T10:00:00Z'),
  ];

  it('counts a month end at its last moment: a client gone at noon of the last day is not active at that month’s end', () => {
    const now = new Date('2026-11-30T15:00:00Z');
    const mrr = clientSeries('clients:mrr', customers, [], now);
    expect(mrr).toEqual([
      { day: '2026-08-31', value: 700 },
      { day: '2026-09-30', value: 700 },
      { day: '2026-10-31', value: 500 },
      // The running month, on its own last day, is read at `now`: the client who left this morning is gone.
      { day: '2026-11-30', value: 100 },
    ]);
  });

  it('reads the running month at now, before its end', () => {
    const now = new Date('2026-11-12T09:00:00Z');
    const active = clientSeries('clients:active', customers, [], now);
    expect(active.at(-1)).toEqual({ day: '2026-11-12', value: 2 });
    expect(active).toHaveLength(4);
  });
});
