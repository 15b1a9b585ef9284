import {
  IconAlertTriangle,
  IconBuildingSkyscraper,
  IconChartBar,
  IconClipboardCheck,
  IconFileReport,
  IconListDetails,
  IconListSearch,
  IconNews,
  IconPhoto,
  IconRadar,
  IconReportSearch,
  IconShieldSearch,
  IconStack2,
  IconUserCircle,
  IconUserPlus,
  IconUserScan,
  IconUsers,
} from '@tabler/icons-react';
import type { NavIcon as NavIconName } from './navigation';

const ICONS = {
  profile: IconUserCircle,
  stats: IconChartBar,
  customers: IconUsers,
  review: IconClipboardCheck,
  alerts: IconAlertTriangle,
  monitoring: IconRadar,
  screening: IconShieldSearch,
  batch: IconStack2,
  onboarding: IconUserPlus,
  'quick-onboarding': IconUserScan,
  adverse: IconReportSearch,
  logs: IconListDetails,
  dpmsr: IconFileReport,
  tenants: IconBuildingSkyscraper,
  news: IconNews,
  wallpaper: IconPhoto,
  watchlists: IconListSearch,
} as const;

export function NavIcon({ name, size = 18 }: { name: NavIconName; size?: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} stroke={1.6} aria-hidden="true" />;
}
