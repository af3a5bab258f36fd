import { describe, expect, it } from 'vitest';
import { inTimestampOrder } from './migration-order.js';

class Noop {}
const named = (name: string) => ({ name, class: Noop });

describe('inTimestampOrder', () => {
  it('orders the core and the plugins by the time in their names, the given order breaking ties', () => {
    const ordered = inTimestampOrder([
      named('000-core-20261122000000-instance'),
      named('000-core-20261126140000-late-core-change'),
      named('analysis-20261122020000-analyses'),
      named('reports-20261126140000-same-second'),
      named('analysis-20261126130000-after-analyses'),
    ]);
    expect(ordered.map((migration) => migration.name)).toEqual([
      '000-core-20261122000000-instance',
      'analysis-20261122020000-analyses',
      'analysis-20261126130000-after-analyses',
      '000-core-20261126140000-late-core-change',
      'reports-20261126140000-same-second',
    ]);
  });

  it('refuses a migration whose name has no timestamp', () => {
    expect(() => inTimestampOrder([named('analysis-initial')])).toThrow(/analysis-initial/);
  });
});
