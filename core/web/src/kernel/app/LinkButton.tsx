import { createLink } from '@tanstack/react-router';
import { Button, type ButtonProps } from 'antd';

type ButtonLookProps = Omit<ButtonProps, 'href' | 'type'> & { buttonType?: ButtonProps['type'] };

/**
 * An antd button rendered as a router link: one real anchor rather than a button inside a link.
 * The router drops a `type` prop, so the button's look travels as `buttonType`.
 */
export const LinkButton = createLink(({ buttonType, ...props }: ButtonLookProps) => <Button type={buttonType} {...props} />);
