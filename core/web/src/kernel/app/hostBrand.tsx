import { useHostBrand } from '@otimiza/sdk/web';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { useMemo, type ReactNode } from 'react';

/**
 * The theme under a branded host: the brand's primary colour over Otimiza's (buttons, links,
 * focus, the selected menu item). The tree is the same with or without a brand.
 */
export function HostBrandTheme({ children }: { children: ReactNode }) {
  const brand = useHostBrand();
  const theme = useMemo<ThemeConfig>(
    () => (brand ? { token: { colorPrimary: brand.primaryColor, colorInfo: brand.primaryColor, colorLink: brand.primaryColor } } : {}),
    [brand],
  );
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
