import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Lang, LightButton, SvgIcon } from '@fikr/shared';
import { LANGUAGE_NAMES } from '../i18n/language-names';
import { PopupMenu } from './popup-menu';

/** Switches uz/ru/en for the whole app (remotes included) and remembers the choice. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const current = (i18n.resolvedLanguage ?? 'uz') as Lang;
  return (
    <PopupMenu
      label={t('console.language')}
      items={(Object.keys(LANGUAGE_NAMES) as Lang[]).map((lang) => ({
        key: lang,
        label: LANGUAGE_NAMES[lang],
        selected: lang === current,
      }))}
      onSelect={(lang) => void setLanguage(lang as Lang)}
      trigger={(props) => (
        <LightButton
          icon={<SvgIcon icon={GlobalOutlined} />}
          aria-label={t('console.language')}
          data-testid="language-menu"
          {...props}
        >
          {current.toUpperCase()}
        </LightButton>
      )}
    />
  );
}
