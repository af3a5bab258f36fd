import { useLingui } from '@lingui/react';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { EmptyNote } from './EmptyNote.js';

// No Lingui macro here: the SDK is also imported by unit specs that run without the macro transform.
const insufficientLabel = /*i18n*/ { id: 'sdk.insufficientData', message: 'Dados insuficientes' };

/**
 * What a chart or a figure shows instead of drawing when its data is too short: 'Dados
 * insuficientes' and what is missing. `compact` is one line of small text, for inside a card.
 */
export function InsufficientData({ children, compact, testId = 'insufficient-data' }: { children?: ReactNode; compact?: boolean; testId?: string }) {
  const { i18n } = useLingui();
  if (compact)
    return (
      <Typography.Text type="secondary" data-testid={testId} style={{ fontSize: 12 }}>
        {i18n._(insufficientLabel)}
        {children && <>: {children}</>}
      </Typography.Text>
    );
  return <EmptyNote title={i18n._(insufficientLabel)} description={children} testId={testId} />;
}
