import { Flex } from 'antd';
import type { ReactNode } from 'react';

/** A dashboard card's title led by its icon (the icon is decoration: give it aria-hidden). */
export function CardIconTitle({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap={8}>
      {icon}
      {children}
    </Flex>
  );
}
