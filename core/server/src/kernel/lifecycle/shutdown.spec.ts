import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { closingReserveMs, shutDown, type ShutdownSteps } from './shutdown.js';

const log = pino({ level: 'silent' });

/** Steps that record their calls; `overrides` change what some of them do. */
function recorded(overrides: Partial<ShutdownSteps> = {}) {
  const calls: string[] = [];
  const steps: ShutdownSteps = {
    drainHttp: async () => (calls.push('drainHttp'), 0),
    closeJobs: async () => (calls.push('closeJobs'), true),
    dropDatabaseConnections: async () => (calls.push('dropDatabaseConnections'), 0),
    closeApp: async () => void calls.push('closeApp'),
    stopDatabase: async () => void calls.push('stopDatabase'),
  };
  for (const [name, step] of Object.entries(overrides) as [keyof ShutdownSteps, (...args: never[]) => Promise<unknown>][]) {
    steps[name] = (async (...args: never[]) => {
      calls.push(name);
      return step(...args);
    }) as never;
  }
  return { steps, calls };
}

describe('shutDown', () => {
  it('drains requests, then jobs, closes the app and stops the database last; nothing is cut when all finished', async () => {
    const { steps, calls } = recorded();
    await shutDown(steps, 30_000, log);
    expect(calls).toEqual(['drainHttp', 'closeJobs', 'closeApp', 'stopDatabase']);
  });

  it('goes on past steps that ignore their time (a queue client reconnecting for ever, a drop that hangs) and ends within the limit', async () => {
    const never = () => new Promise<never>(() => undefined);
    const { steps, calls } = recorded({ closeJobs: never, dropDatabaseConnections: never });
    // Before each step was bounded, this never resolved.
    await shutDown(steps, 1_000, log);
    expect(calls).toEqual(['drainHttp', 'closeJobs', 'dropDatabaseConnections', 'closeApp', 'stopDatabase']);
  });

  it('cuts what still runs after the drain: the database connections are dropped before the app closes', async () => {
    const { steps, calls } = recorded({ drainHttp: async () => 1, closeJobs: async () => false });
    await shutDown(steps, 30_000, log);
    expect(calls).toEqual(['drainHttp', 'closeJobs', 'dropDatabaseConnections', 'closeApp', 'stopDatabase']);
  });

  it('drops the connections an app close waits on, and stops the database even when the app never closes', async () => {
    let release: () => void = () => undefined;
    const waitingForTheConnections = recorded({
      closeApp: () => new Promise<void>((resolve) => (release = resolve)),
      dropDatabaseConnections: async () => (release(), 3),
    });
    await shutDown(waitingForTheConnections.steps, 1000, log);
    expect(waitingForTheConnections.calls).toEqual(['drainHttp', 'closeJobs', 'closeApp', 'dropDatabaseConnections', 'stopDatabase']);

    const never = recorded({ closeApp: () => new Promise<void>(() => undefined) });
    await shutDown(never.steps, 1000, log);
    expect(never.calls.at(-1)).toBe('stopDatabase');
  });

  it('keeps a fifth of the limit for closing, between half a second and five seconds', () => {
    expect(closingReserveMs(1000)).toBe(500);
    expect(closingReserveMs(10_000)).toBe(2000);
    expect(closingReserveMs(120_000)).toBe(5000);
  });
});
