import type { CSSProperties } from 'react';

/** A card title that wraps on a narrow screen instead of being cut (antd cuts it with an ellipsis). */
export const wrappingCardTitle = { title: { whiteSpace: 'normal', paddingBlock: 12 } } as const satisfies { title: CSSProperties };

/** A button whose label may wrap on a narrow screen instead of overflowing its card. */
export const wrappingButton: CSSProperties = { whiteSpace: 'normal', height: 'auto', minHeight: 32, paddingBlock: 4, maxWidth: '100%', textAlign: 'start' };
