import type { DashboardLayout } from '@otimiza/plugin-bi-shared';

/** A widget's columns (of 24) in its dashboard's layout: its own width in a grid, two a row in columns, one a row in rows. */
export const widgetSpan = (layout: DashboardLayout, w: number) => (layout === 'rows' ? 24 : layout === 'columns' ? 12 : Math.min(24, w * 2));
