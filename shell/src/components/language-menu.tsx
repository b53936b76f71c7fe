import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { setLanguage, type Lang } from '@fikr/shared';
import { LANGUAGE_NAMES } from '../i18n/language-names';

/** Switches uz/ru/en for the whole app (remotes included) and remembers the choice. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const current = (i18n.resolvedLanguage ?? 'uz') as Lang;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: (Object.keys(LANGUAGE_NAMES) as Lang[]).map((lang) => ({ key: lang, label: LANGUAGE_NAMES[lang] })),
        onClick: ({ key }) => void setLanguage(key as Lang),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('console.language')} data-testid="language-menu">
        {current.toUpperCase()}
      </Button>
    </Dropdown>
  );
}
