import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { logoutAtom, LightButton, SvgIcon } from '@fikr/shared';
import { Heading } from '../components/typography';
import { ConsoleMenu } from './console-menu';

export const SIDEBAR_WIDTH = 280;

/** Product name, the menu and 'Chiqish' (clears the session, then /login). The subscription badge is hidden. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const logout = useSetAtom(logoutAtom);
  const navigate = useNavigate();
  return (
    <nav aria-label="console" style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Heading level={3} style={{ padding: '16px 24px' }}>
        {t('appName')}
      </Heading>
      <div style={{ flex: 1 }}>
        <ConsoleMenu onNavigate={onNavigate} />
      </div>
      <LightButton
        icon={<SvgIcon icon={LogoutOutlined} />}
        style={{ margin: 16 }}
        onClick={() => {
          logout();
          navigate('/login');
        }}
      >
        {t('menu.logout')}
      </LightButton>
    </nav>
  );
}
