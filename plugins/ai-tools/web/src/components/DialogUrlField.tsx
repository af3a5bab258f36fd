import { useLingui } from '@lingui/react/macro';
import { Flex, Form } from 'antd';
import type { ReactNode } from 'react';
import { SiteUrlInput } from './SiteUrlInput';
import { useToolTarget } from './ToolTargetContext';

/**
 * The page's URL field inside a dialog (the same value as at the top of the page), with the
 * dialog's action next to it, or below it on a phone.
 */
export function DialogUrlField({
  id,
  error,
  onSubmit,
  disabled,
  children,
}: {
  id: string;
  error?: string | null;
  onSubmit?: () => void;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { url, setUrl } = useToolTarget();
  return (
    <Form layout="vertical" requiredMark={false} noValidate onFinish={() => onSubmit?.()} disabled={disabled} component="form" style={{ minWidth: 0 }}>
      <Form.Item label={t`URL do site`} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 0 }}>
        <Flex gap={8} wrap align="flex-start">
          <SiteUrlInput id={id} url={url} onUrlChange={setUrl} style={{ flex: '1 1 260px', minWidth: 0 }} />
          {children}
        </Flex>
      </Form.Item>
    </Form>
  );
}
