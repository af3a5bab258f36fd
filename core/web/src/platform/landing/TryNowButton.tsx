import { ArrowRightOutlined } from '@ant-design/icons';
import { Trans } from '@lingui/react/macro';
import type { ButtonProps } from 'antd';
import { LinkButton } from '../../kernel/app/LinkButton';
import { choosePlanLink } from './choosePlanLink';

/** Every try-now button chooses the lite plan. */
/** `light`: a white button, for dark or coloured backgrounds. */
export function TryNowButton({ size = 'large', light = false }: { size?: ButtonProps['size']; light?: boolean }) {
  return (
    <LinkButton {...choosePlanLink('lite')} buttonType={light ? 'default' : 'primary'} size={size} icon={<ArrowRightOutlined />} iconPlacement="end">
      <Trans>Experimente agora</Trans>
    </LinkButton>
  );
}
