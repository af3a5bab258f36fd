import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';

type ButtonLookProps = Omit<ButtonProps, 'href' | 'type'> & { buttonType?: ButtonProps['type'] };

/**
 * An antd button rendered as a router link: one real anchor (opens in a new tab, works with the
 * back button). The router drops a `type` prop, so the button's look travels as `buttonType`.
 */
export const RouterButton = createLink(({ buttonType, ...props }: ButtonLookProps) => <Button type={buttonType} {...props} />);
