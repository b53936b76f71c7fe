import { Avatar, Button, Dropdown } from 'antd';
import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatPhone, hasBusiness, logoutAtom, type User } from '@fikr/shared';

/** Header of a signed-in visitor: name, phone, the panel link (or 'create a business' without one) and logout (back to /). */
export function ProfileMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const logout = useSetAtom(logoutAtom);
  const name = user.name || user.business?.name || '';
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          {
            key: 'who',
            disabled: true,
            label: (
              <span data-testid="profile-who">
                {name}
                <br />
                {formatPhone(user.phone)}
              </span>
            ),
          },
          { type: 'divider' },
          hasBusiness(user)
            ? { key: 'panel', icon: <DashboardOutlined />, label: t('landing.panel') }
            : { key: 'create', icon: <DashboardOutlined />, label: t('landing.createBusiness') },
          { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('landing.logout') },
        ],
        onClick: ({ key }) => {
          if (key === 'panel') navigate('/business/dashboard');
          if (key === 'create') navigate('/create-business');
          if (key === 'logout') {
            logout();
            navigate('/');
          }
        },
      }}
    >
      <Button type="text" aria-label={t('landing.profile')} icon={<Avatar size="small" icon={<UserOutlined />} />}>
        {name}
      </Button>
    </Dropdown>
  );
}
