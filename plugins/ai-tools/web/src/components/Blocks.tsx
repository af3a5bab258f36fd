import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { groupSteps } from '../lib/steps';
import { CodeBlock } from './CodeBlock';

/** A titled part of a result. */
export function Section({ title, extra, children, testId }: { title: ReactNode; extra?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

/** Sentences as a list; nothing when there are none. */
export function BulletList({ items, ordered = false, testId }: { items: readonly string[]; ordered?: boolean; testId?: string }) {
  if (!items.length) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List data-testid={testId} style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 4 }}>
      {items.map((item, index) => (
        <li key={index} style={{ overflowWrap: 'anywhere' }}>
          {item}
        </li>
      ))}
    </List>
  );
}

/** Implementation steps in order: sentences as text, code in copyable blocks. */
export function StepList({ steps, testId }: { steps: readonly string[]; testId?: string }) {
  if (!steps.length) return null;
  return (
    <ol data-testid={testId} style={{ margin: 0, paddingInlineStart: 20, display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      {groupSteps(steps).map((step, index) => (
        <li key={index} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {step.text}
          {step.code.map((code, codeIndex) => (
            <div key={codeIndex} style={{ marginTop: 6 }}>
              <CodeBlock code={code} />
            </div>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** A label and its value, one under the other. */
export function Field({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Flex vertical gap={2} data-testid={testId} style={{ minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.3 }}>
        {label}
      </Typography.Text>
      <div style={{ overflowWrap: 'anywhere' }}>{children}</div>
    </Flex>
  );
}
