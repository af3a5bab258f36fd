import { ArrowRightOutlined, ExportOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button } from 'antd';
import type { MouseEvent } from 'react';

/** The notification's action (`actionUrl`, labelled `actionText`): a page of the app (in place), or another site in a new tab. */
export function NotificationActionButton({ url, text }: { url: string; text: string | null }) {
  const navigate = useNavigate();
  const label = text?.trim() ? text : <Trans>Abrir</Trans>;
  const internal = url.startsWith('/') && !url.startsWith('//');
  if (internal) {
    const open = (event: MouseEvent) => {
      // A modified click keeps the link's own behaviour (a new tab or window).
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void navigate({ href: url });
    };
    return (
      <Button size="small" type="primary" ghost href={url} onClick={open} icon={<ArrowRightOutlined />} iconPlacement="end" data-testid="notification-action">
        {label}
      </Button>
    );
  }
  return (
    <Button
      size="small"
      type="primary"
      ghost
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      icon={<ExportOutlined />}
      iconPlacement="end"
      data-testid="notification-action"
    >
      {label}
    </Button>
  );
}
