import { theme } from 'antd';

/**
 * The primary colour in force: the product's, or the white-label brand's when one is (the host sets it on the
 * theme). For what the theme does not colour by itself: an icon's accent, a chart's line, a badge.
 */
export function usePrimaryColour(): string {
  return theme.useToken().token.colorPrimary;
}
