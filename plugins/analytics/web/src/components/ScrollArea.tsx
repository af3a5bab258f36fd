import type { ReactNode } from 'react';

/** Spec 001 §9: lists scroll inside a 600 px area. */
export function ScrollArea({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ maxHeight: 600, overflowY: 'auto', paddingRight: 4 }} data-testid="scroll-area">
      {children}
    </div>
  );
}
