import { CheckOutlined } from '@ant-design/icons';
import type { PlanHighlight } from './planCopy';

/** The inside of one plan-card line: a check and the text. */
export function PlanHighlightLine({ highlight }: { highlight: PlanHighlight }) {
  return (
    <>
      <CheckOutlined aria-hidden="true" style={{ color: '#15803D', marginBlockStart: 4 }} />
      <span>{highlight.text}</span>
    </>
  );
}
