import type { ReactNode } from 'react';

/** Spec 001 §9: lists scroll in a 600 px high area. */
export function ScrollArea({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} style={{ maxHeight: 600, overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 }} tabIndex={0}>
      {children}
    </div>
  );
}
