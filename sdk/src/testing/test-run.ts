import { randomBytes } from 'node:crypto';

/**
 * The tag of the test run (`TEST_RUN_ID`, set by the test environment of `npm test`), in the name
 * of every database and queue prefix a spec file makes: the environment finds and removes what a
 * file left behind when it threw, and two files never share one.
 */
export function testRunTag(): string {
  return (
    (process.env['TEST_RUN_ID'] ?? 'local')
      .replace(/[^a-z0-9]/gi, '')
      .toLowerCase()
      .slice(0, 12) || 'local'
  );
}

/** A unique name for one resource of this run, e.g. `testResourceName('test')` → `test-r1a2b3-9f8e7d6c`. */
export function testResourceName(kind: string): string {
  return `${kind}-${testRunTag()}-${randomBytes(4).toString('hex')}`;
}
