import type { CSSProperties } from 'react';

/** The dark, wrapping `<pre>` that code to copy is shown in (an AI tool's snippet, the fixer's before and after). */
export const codeBlockStyle: CSSProperties = {
  margin: 0,
  overflow: 'auto',
  padding: '10px 12px',
  borderRadius: 8,
  background: '#0F172A',
  color: '#E2E8F0',
  fontSize: 12.5,
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
};
