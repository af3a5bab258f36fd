import { Flex, Skeleton } from 'antd';

/** A public share page while its report loads: a block where the page's banner will be, then lines, busy and named by `label`. */
export function SharedPageSkeleton({ label, bannerHeight, bannerRadius }: { label: string; bannerHeight: number; bannerRadius: number }) {
  return (
    <Flex vertical gap={24} aria-busy="true" aria-label={label}>
      <Skeleton.Node active style={{ width: '100%', height: bannerHeight, borderRadius: bannerRadius }} />
      <Skeleton active paragraph={{ rows: 4 }} />
    </Flex>
  );
}
