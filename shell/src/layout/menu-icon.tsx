import {
  ControlOutlined,
  DashboardOutlined,
  FormOutlined,
  GiftOutlined,
  MessageOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';

// The icons a page may name in the manifest; a name not here shows no icon (a remote cannot ship the shell code).
const ICONS = {
  control: ControlOutlined,
  dashboard: DashboardOutlined,
  form: FormOutlined,
  gift: GiftOutlined,
  message: MessageOutlined,
  setting: SettingOutlined,
  shop: ShopOutlined,
  team: TeamOutlined,
};

export function menuIcon(name: string | undefined) {
  const Icon = name ? ICONS[name as keyof typeof ICONS] : undefined;
  return Icon ? <Icon aria-hidden /> : undefined;
}
