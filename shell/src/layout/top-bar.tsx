import { lazy, Suspense } from 'react';
import { theme } from 'antd';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { businessAtom, businessesAtom, roleAtom, LightButton, SvgIcon } from '@fikr/shared';
import { LanguageMenu } from '../components/language-menu';
import { Inline } from '../components/layout-boxes';
import { Heading } from '../components/typography';
import { ProfileMenu } from './profile-menu';
import { NewRequestButton } from './new-request-button';
import { usePageTitle } from './page-title';
import { useDocumentTitle } from '../components/use-document-title';

// only someone who belongs to several businesses downloads the switcher (and antd's Select)
const BusinessSwitcher = lazy(() => import('./business-switcher'));

/**
 * Title from the route, the menu button on small screens, the business switcher, plus, language, logo. Search,
 * notifications and dark mode stay hidden (spec).
 */
export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const { t } = useTranslation('shell');
  const business = useAtomValue(businessAtom);
  // survey requests are for those who run the business: not the till, nor an operator without a business
  const role = useAtomValue(roleAtom);
  const requests = role === 'owner' || role === 'manager';
  const several = (useAtomValue(businessesAtom)?.length ?? 0) > 1;
  const { token } = theme.useToken();
  const title = usePageTitle();
  useDocumentTitle(title);
  return (
    // height grows with a title that needs two lines on a phone instead of cutting it ('Boshqaruv …')
    <header
      style={{
        background: token.colorBgContainer,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: 12,
        paddingBlock: 8,
        height: 'auto',
        minHeight: 64,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      {onOpenMenu && (
        <LightButton icon={<SvgIcon icon={MenuOutlined} />} aria-label={t('console.openMenu')} onClick={onOpenMenu} />
      )}
      <Heading
        level={4}
        style={{ flex: 1, minWidth: 0, fontSize: 'clamp(15px, 4.5vw, 20px)', overflowWrap: 'break-word' }}
        data-testid="page-title"
      >
        {title}
      </Heading>
      <Inline gap={6} style={{ flexShrink: 0 }}>
        {several && (
          <Suspense fallback={null}>
            <BusinessSwitcher />
          </Suspense>
        )}
        {requests && <NewRequestButton />}
        <LanguageMenu />
        <ProfileMenu business={business} />
      </Inline>
    </header>
  );
}
