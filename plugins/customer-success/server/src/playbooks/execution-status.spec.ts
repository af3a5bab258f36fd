import { describe, expect, it } from 'vitest';
import { executionStatusOf } from './execution-status.js';

const steps = (...statuses: ('pending' | 'done' | 'failed' | 'queued' | 'skipped')[]) => statuses.map((status) => ({ status }));

describe('executionStatusOf', () => {
  it('keeps an execution running while a step is pending or its queued re-audit has not answered, even after another step failed', () => {
    expect(executionStatusOf(steps('done', 'pending'))).toBe('running');
    expect(executionStatusOf(steps('done', 'queued', 'done'))).toBe('running');
    expect(executionStatusOf(steps('failed', 'queued'))).toBe('running');
  });

  it('fails it when a finished step failed, and completes it when every step is done or skipped', () => {
    expect(executionStatusOf(steps('done', 'failed', 'done'))).toBe('failed');
    expect(executionStatusOf(steps('done', 'skipped', 'done'))).toBe('completed');
    expect(executionStatusOf(steps('done'))).toBe('completed');
  });
});
