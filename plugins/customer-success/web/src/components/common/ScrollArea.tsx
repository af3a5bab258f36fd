import type { ReactNode } from 'react';

/** A list that scrolls inside an area at most 600 px high (spec 001 §9). */
export function ScrollArea({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      style={{ maxHeight: 600, overflowY: 'auto', overscrollBehavior: 'contain', paddingInlineEnd: 4 }}
    >
      {children}
    </div>
  );
}
