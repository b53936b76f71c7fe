import { Button, Grid, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hasBusiness, userAtom } from '@fikr/shared';
import { LanguageMenu } from '../components/language-menu';
import { ProfileMenu } from './profile-menu';

export const LANDING_SECTIONS = ['features', 'pricing', 'faq'] as const;

function HeaderAction() {
  const { t } = useTranslation('shell');
  const user = useAtomValue(userAtom);
  if (!user) {
    return (
      <Link to="/login">
        <Button type="primary">{t('landing.login')}</Button>
      </Link>
    );
  }
  if (!hasBusiness(user)) {
    // without a business too, the profile menu holds logout (issue 16.13)
    return (
      <>
        <Link to="/create-business">{t('landing.createBusiness')}</Link>
        <ProfileMenu user={user} />
      </>
    );
  }
  return <ProfileMenu user={user} />;
}

/** Links to the sections, and one of three states: logged out, no business, with business. */
export function LandingHeader() {
  const { t } = useTranslation('shell');
  const wide = Grid.useBreakpoint().md ?? false;
  return (
    <header
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 16,
        padding: '12px 16px',
        maxWidth: 1120,
        margin: '0 auto',
      }}
    >
      <Typography.Title level={3} style={{ margin: 0, flex: wide ? undefined : 1 }}>
        {t('appName')}
      </Typography.Title>
      {/* on a phone the links take a second row under the logo and the buttons */}
      <nav
        style={{
          display: 'flex',
          gap: 20,
          justifyContent: 'center',
          ...(wide ? { flex: 1 } : { order: 3, width: '100%' }),
        }}
      >
        {LANDING_SECTIONS.map((id) => (
          <a key={id} href={`#${id}`}>
            {t(`landing.nav.${id}`)}
          </a>
        ))}
      </nav>
      <Space size={4}>
        <LanguageMenu />
        <HeaderAction />
      </Space>
    </header>
  );
}
