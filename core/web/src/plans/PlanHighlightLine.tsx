import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { ComingSoonTag } from './ComingSoonTag';
import type { PlanHighlight } from './planCopy';

/**
 * The inside of one plan-card line: a check and the text when the plan includes it; a dash, the
 * text and 'Em breve' when it is not built yet — never a check for what does not exist.
 */
export function PlanHighlightLine({ highlight }: { highlight: PlanHighlight }) {
  const { i18n } = useLingui();
  if (!highlight.comingSoon) {
    return (
      <>
        <CheckOutlined aria-hidden="true" style={{ color: '#15803D', marginBlockStart: 4 }} />
        <span>{i18n._(highlight.message)}</span>
      </>
    );
  }
  return (
    <>
      <MinusOutlined aria-hidden="true" style={{ color: '#64748B', marginBlockStart: 4 }} />
      <span style={{ color: '#475569' }}>
        {i18n._(highlight.message)} <ComingSoonTag />
      </span>
    </>
  );
}
