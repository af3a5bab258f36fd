import { ColorPicker, Input, Space } from 'antd';
import { isHexColour } from './hex-colour.js';

/**
 * A brand colour in a form: a picker and its `#RRGGBB` text side by side, either one editing it.
 * Used as a `Form.Item`'s child, which passes `value` and `onChange`.
 */
export function ColourField({ value, onChange, label, testId }: { value?: string; onChange?: (value: string) => void; label: string; testId: string }) {
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 240 }}>
      <ColorPicker
        value={isHexColour(value) ? value : undefined}
        disabledAlpha
        format="hex"
        aria-label={label}
        onChange={(colour) => onChange?.(colour.toHexString().toUpperCase())}
      />
      <Input
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={7}
        spellCheck={false}
        aria-label={label}
        data-testid={testId}
        style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
      />
    </Space.Compact>
  );
}
