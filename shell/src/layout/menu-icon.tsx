import ControlOutlined from '@ant-design/icons-svg/es/asn/ControlOutlined';
import { SvgIcon } from '@fikr/shared';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import FormOutlined from '@ant-design/icons-svg/es/asn/FormOutlined';
import GiftOutlined from '@ant-design/icons-svg/es/asn/GiftOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';

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
  return Icon ? <SvgIcon icon={Icon} /> : undefined;
}
