import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BgColorsOutlined,
  BookOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  LineChartOutlined,
  RobotOutlined,
  SearchOutlined,
  SettingOutlined,
  ShareAltOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons a manifest may name (`NavItem.icon`). An explicit map keeps the bundle to the icons
 * in use; add an entry when a plugin needs a new one. Unknown names fall back to AppstoreOutlined.
 */
const navIcons: Record<string, ComponentType> = {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  BgColorsOutlined,
  BookOutlined,
  CrownOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileTextOutlined,
  GlobalOutlined,
  HistoryOutlined,
  HomeOutlined,
  LineChartOutlined,
  RobotOutlined,
  SearchOutlined,
  SettingOutlined,
  ShareAltOutlined,
  TeamOutlined,
  ThunderboltOutlined,
};

export function NavIcon({ name }: { name: string }) {
  const Icon = navIcons[name] ?? AppstoreOutlined;
  return <Icon />;
}
