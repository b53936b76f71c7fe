import BarChartOutlined from '@ant-design/icons-svg/lib/asn/BarChartOutlined';
import DashboardOutlined from '@ant-design/icons-svg/lib/asn/DashboardOutlined';
import FormOutlined from '@ant-design/icons-svg/lib/asn/FormOutlined';
import GiftOutlined from '@ant-design/icons-svg/lib/asn/GiftOutlined';
import LogoutOutlined from '@ant-design/icons-svg/lib/asn/LogoutOutlined';
import StarFilled from '@ant-design/icons-svg/lib/asn/StarFilled';
import UserOutlined from '@ant-design/icons-svg/lib/asn/UserOutlined';

interface IconDefinition {
  icon: { attrs: { viewBox?: string }; children?: { attrs: { d?: string } }[] };
}

// The antd icons' SVG data without @ant-design/icons' React runtime (the landing ships no antd).
const ICONS = {
  form: FormOutlined,
  gift: GiftOutlined,
  chart: BarChartOutlined,
  dashboard: DashboardOutlined,
  logout: LogoutOutlined,
  star: StarFilled,
  user: UserOutlined,
};

export type IconName = keyof typeof ICONS;

/** A decorative icon (1em, the text colour), hidden from screen readers. */
export function Icon({ name }: { name: IconName }) {
  // outlined and filled icons are plain SVG data (only two-tone ones are functions of their colours)
  const { icon } = ICONS[name] as IconDefinition;
  return (
    <svg viewBox={icon.attrs.viewBox} aria-hidden="true" focusable="false">
      {icon.children?.map((node, i) => (
        <path key={i} d={node.attrs.d} />
      ))}
    </svg>
  );
}
