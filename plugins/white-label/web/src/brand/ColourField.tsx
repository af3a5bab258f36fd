import { ColorPicker, Input, Space } from 'antd';

/** A colour with a picker and its hex text side by side (spec 001 §5: colours accept a picker or text). */
export function ColourField({ value, onChange, label, testId }: { value?: string; onChange?: (value: string) => void; label: string; testId: string }) {
  const valid = /^#[0-9a-f]{6}$/i.test(value ?? '');
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 240 }}>
      <ColorPicker
        value={valid ? value : undefined}
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
