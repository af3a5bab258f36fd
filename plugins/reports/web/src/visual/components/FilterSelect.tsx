import { Flex, Select, Typography } from 'antd';
import { useId } from 'react';

/** A labelled filter of a tab (category, trend, type). */
export function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  /** Undefined: nothing selected yet (the answer that names it is on its way). */
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text id={id} type="secondary">
        {label}
      </Typography.Text>
      <Select<T>
        value={value}
        onChange={onChange}
        options={options}
        aria-labelledby={id}
        style={{ minWidth: 180 }}
        data-testid={testId}
        popupMatchSelectWidth={false}
      />
    </Flex>
  );
}
