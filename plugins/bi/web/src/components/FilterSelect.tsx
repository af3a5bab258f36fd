import { Select } from 'antd';

/** A labelled filter (a category), accessible by its label. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  testId: string;
}) {
  return (
    <Select<T>
      aria-label={label}
      value={value}
      onChange={onChange}
      options={options}
      style={{ minWidth: 180 }}
      data-testid={testId}
      popupMatchSelectWidth={false}
    />
  );
}
