import type { ReactNode } from 'react';

/**
 * A list that scrolls inside an area at most 600 px high. The area is a named region a
 * keyboard user can focus and scroll, so it needs a label.
 */
export function ScrollArea({ children, label, testId }: { children: ReactNode; label: string; testId?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      style={{ maxHeight: 600, overflowY: 'auto', overflowX: 'hidden', overscrollBehavior: 'contain', paddingInlineEnd: 4 }}
    >
      {children}
    </div>
  );
}
