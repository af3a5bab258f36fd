import { GlobalOutlined, LockOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { Tag } from 'antd';

/** 'Público' (anyone with the link) or 'Privado' (members of the workspace only). */
export function VisibilityTag({ isPublic }: { isPublic: boolean }) {
  return isPublic ? (
    <Tag color="green" icon={<GlobalOutlined aria-hidden="true" />} style={{ marginInlineEnd: 0 }} data-testid="visibility-tag">
      <Trans>Público</Trans>
    </Tag>
  ) : (
    <Tag icon={<LockOutlined aria-hidden="true" />} style={{ marginInlineEnd: 0 }} data-testid="visibility-tag">
      <Trans>Privado</Trans>
    </Tag>
  );
}
