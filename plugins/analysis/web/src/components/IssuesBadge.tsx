import { Plural } from '@lingui/react/macro';
import { Tag } from 'antd';
import { issuesColors, issuesVariant } from '../lib/issuesBadge';

/** An analysis's issue count in the badge colours. */
export function IssuesBadge({ count }: { count: number }) {
  const variant = issuesVariant(count);
  return (
    <Tag
      style={{ ...issuesColors[variant], marginInlineEnd: 0, fontWeight: 600, fontSize: 12 }}
      data-testid="issues-badge"
      data-variant={variant}
      data-count={count}
    >
      <Plural value={count} _0="Nenhum problema" one="# problema" other="# problemas" />
    </Tag>
  );
}
