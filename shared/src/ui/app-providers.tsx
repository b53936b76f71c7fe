import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import ruRU from 'antd/locale/ru_RU';
import enUS from 'antd/locale/en_US';
import uzUZ from 'antd/locale/uz_UZ';
import { useTranslation } from 'react-i18next';

const antdLocales = { uz: uzUZ, ru: ruRU, en: enUS } as const;

export const theme = {
  token: { colorPrimary: '#1677ff', borderRadius: 10, fontFamily: "-apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
};

/** antd theme, antd locale following the i18n language, and antd's App context (message, modal). */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const lang = (i18n.language as keyof typeof antdLocales) in antdLocales ? (i18n.language as keyof typeof antdLocales) : 'uz';
  return (
    <ConfigProvider locale={antdLocales[lang]} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
