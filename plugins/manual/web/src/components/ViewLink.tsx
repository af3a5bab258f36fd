import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { manualViewSearch, type ManualView } from '../manualView';
import { manualRoutePath } from '../routePath';
import { usePageLink } from '@otimiza/sdk/web';

type ButtonLookProps = Omit<ButtonProps, 'href' | 'type'> & { buttonType?: ButtonProps['type'] };

/**
 * An antd button rendered as a router link: a real anchor (opens in a new tab, works with the back
 * button). The router drops a `type` prop, so the button's look travels as `buttonType`.
 */
const RouterButton = createLink(({ buttonType, ...props }: ButtonLookProps) => <Button type={buttonType} {...props} />);

/** A button that opens a view of the manual. */
export function ViewLink({ to, hash, type, children, ...button }: { to: ManualView; hash?: string; children: ReactNode } & Omit<ButtonProps, 'href'>) {
  const pageLink = usePageLink();
  return (
    <RouterButton {...pageLink(manualRoutePath, manualViewSearch(to))} hash={hash} buttonType={type} {...button}>
      {children}
    </RouterButton>
  );
}
