import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { siteLabel } from '../../lib/siteLabel';

/**
 * A page's cell in a table of the site's pages: its address as a link, and under it its group and `children`. Wraps
 * with 'break-word', not 'anywhere': a cell of an auto-width table would shrink to one letter.
 */
export function PageAddressCell({ url, group, rel, children }: { url: string; group: ReactNode; rel: string; children?: ReactNode }) {
  return (
    <Flex vertical gap={0} style={{ minWidth: 180, maxWidth: 320, overflowWrap: 'break-word' }}>
      <Typography.Link href={url} target="_blank" rel={rel}>
        {siteLabel(url)}
      </Typography.Link>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {group}
        {children}
      </Typography.Text>
    </Flex>
  );
}
