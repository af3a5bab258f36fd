import { useLingui } from '@lingui/react/macro';
import { App } from 'antd';
import { useState } from 'react';
import { useToolTarget } from '../components/ToolTargetContext';

/**
 * The tool's URL, checked before a run: `checkedUrl()` gives it trimmed, or, when it is empty, puts `missing` under
 * the field, repeats it in the toast 'URL Obrigatória' and gives null.
 */
export function useRequiredUrl(missing: string) {
  const { t } = useLingui();
  const { notification } = App.useApp();
  const { url } = useToolTarget();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const checkedUrl = (): string | null => {
    const target = url.trim();
    if (!target) {
      setFieldError(missing);
      notification.warning({ title: t`URL Obrigatória`, description: missing });
      return null;
    }
    setFieldError(null);
    return target;
  };
  return { url, fieldError, checkedUrl };
}
