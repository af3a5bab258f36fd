import { describe, expect, it } from 'vitest';
import { issuesVariant } from './issuesBadge';

describe('issuesVariant', () => {
  it('is default for no issue, secondary up to 3, destructive above', () => {
    expect([0, 1, 2, 3, 4, 12].map(issuesVariant)).toEqual(['default', 'secondary', 'secondary', 'secondary', 'destructive', 'destructive']);
  });
});
