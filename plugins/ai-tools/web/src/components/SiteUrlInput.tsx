import { GlobalOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react/macro';
import { Input, type InputProps } from 'antd';

/** The site address the AI tools work on: a URL field with the globe and the example address. */
export function SiteUrlInput({ url, onUrlChange, ...rest }: { url: string; onUrlChange: (url: string) => void } & Omit<InputProps, 'value' | 'onChange'>) {
  const { t } = useLingui();
  return (
    <Input
      type="url"
      inputMode="url"
      autoComplete="url"
      value={url}
      onChange={(event) => onUrlChange(event.target.value)}
      placeholder={t`https://www.seusite.com.br`}
      prefix={<GlobalOutlined aria-hidden="true" />}
      {...rest}
    />
  );
}
