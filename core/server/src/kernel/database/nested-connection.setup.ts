import { afterAll } from 'vitest';
import { takeNestedAcquisitions } from './nested-connection-guard.js';

/**
 * Integration specs' setup: a file whose app asked for a second pooled connection inside a
 * transaction fails, even where the NestedConnectionError was caught (a job retried, a listener
 * logged it), with where the transaction was opened and where the connection was asked for.
 */
afterAll(() => {
  const found = takeNestedAcquisitions();
  if (found.length === 0) return;
  const sites = [...new Set(found.map(({ openedAt, acquiredAt }) => `transaction opened at:\n${openedAt}\nsecond connection asked for at:\n${acquiredAt}`))];
  throw new Error(`${found.length} pooled connection(s) asked for inside a transaction:\n\n${sites.join('\n\n')}`);
});
