import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import type { ReactNode } from 'react';

interface ListFilter<Value extends string> {
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  options: { value: Value; label: string }[];
  /** What the empty filter shows ('Todos os status'). */
  placeholder: string;
  /** The filter's accessible name ('Status'). */
  label: string;
  testId: string;
}

interface CreateAction {
  label: ReactNode;
  onClick: () => void;
  testId: string;
}

/** The bar above a list tab: one clearable filter on the left, the button that creates an item on the right; they wrap on a phone. */
export function FilterAndCreateBar<Value extends string>({ filter, create }: { filter: ListFilter<Value>; create: CreateAction }) {
  return (
    <Flex gap={12} wrap justify="space-between">
      <Select<Value>
        allowClear
        value={filter.value}
        onChange={filter.onChange}
        placeholder={filter.placeholder}
        aria-label={filter.label}
        options={filter.options}
        style={{ flex: '0 1 240px', minWidth: 160 }}
        data-testid={filter.testId}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={create.onClick} data-testid={create.testId}>
        {create.label}
      </Button>
    </Flex>
  );
}
