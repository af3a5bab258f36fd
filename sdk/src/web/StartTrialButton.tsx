import { RocketOutlined } from '@ant-design/icons';
import { useLingui } from '@lingui/react';
import { Button, type ButtonProps } from 'antd';
import { trialMessages, useStartTrial } from './useStartTrial.js';

/**
 * 'Experimentar Enterprise por 7 dias': shown only while the account may still start the trial
 * (`trialAvailable`), on the plans page and beside the upgrade cards.
 */
export function StartTrialButton({ type = 'default', size, style }: Pick<ButtonProps, 'type' | 'size' | 'style'>) {
  const { i18n } = useLingui();
  const trial = useStartTrial();
  if (trial.available !== true) return null;
  return (
    <Button
      type={type}
      size={size}
      style={{ whiteSpace: 'normal', height: 'auto', minHeight: 32, ...style }}
      icon={<RocketOutlined />}
      loading={trial.busy}
      onClick={trial.start}
      data-testid="start-trial"
    >
      {i18n._(trialMessages.action)}
    </Button>
  );
}
