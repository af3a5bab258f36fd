import type { ThemeConfig } from 'antd';

/** Otimiza's antd theme. The primary colour is the one white-label brands will override later. */
export const theme: ThemeConfig = {
  token: {
    // #2563EB rather than #3B82F6: white text on primary buttons keeps a WCAG AA contrast (5.2:1).
    colorPrimary: '#2563EB',
    colorInfo: '#2563EB',
    colorLink: '#1D4ED8',
    colorBgLayout: '#F5F7FB',
    colorTextBase: '#0F172A',
    // Darker than antd's defaults so that secondary text keeps a WCAG AA contrast on white.
    colorTextSecondary: 'rgba(15, 23, 42, 0.68)',
    colorTextDescription: 'rgba(15, 23, 42, 0.68)',
    colorTextTertiary: 'rgba(15, 23, 42, 0.64)',
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { siderBg: '#FFFFFF', headerBg: '#FFFFFF', headerHeight: 64, headerPadding: '0 24px' },
    Menu: { itemBorderRadius: 8, itemMarginInline: 8, activeBarBorderWidth: 0 },
    Card: { borderRadiusLG: 12 },
  },
};
