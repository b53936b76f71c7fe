import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import uzUZ from 'antd/locale/uz_UZ';
import { useTranslation } from 'react-i18next';
import { consoleTheme } from './console-theme';
import { ToastHost } from './toast';
import { useMediaQuery } from './use-media-query';
import { useOnline } from './use-online';

// Uzbek ships with the page; Russian and English antd texts load when someone switches to them.
// (typed loosely: these are CommonJS files to the type checker, ES modules to webpack)
const antdLocales: Record<string, () => Promise<{ default: unknown }>> = {
  ru: () => import('antd/locale/ru_RU.js'),
  en: () => import('antd/locale/en_US.js'),
};

function useAntdLocale(lang: string): Locale {
  const [loaded, setLoaded] = useState<{ lang: string; locale: Locale }>({ lang: 'uz', locale: uzUZ });
  useEffect(() => {
    let live = true;
    const load = antdLocales[lang];
    if (!load) setLoaded({ lang: 'uz', locale: uzUZ });
    else void load().then((m) => live && setLoaded({ lang, locale: m.default as Locale }));
    return () => {
      live = false;
    };
  }, [lang]);
  return loaded.locale;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * antd theme, antd locale following the i18n language, and the toast host. No antd `App`: it would put Modal and
 * Skeleton into the console's first load; toasts come from `toast`, confirms from Modal.useModal where needed.
 * Someone whose system asks for reduced motion gets no antd animation: dialogs, drawers and menus open and
 * close at once (WCAG 2.3.3). Without a network every control is disabled (the shell's banner gives the reason).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.language);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  // Offline the console is read-only: every antd control is disabled and the layout's banner says why.
  const online = useOnline();
  const themed = useMemo(
    () => (reducedMotion ? { ...consoleTheme, token: { ...consoleTheme.token, motion: false } } : consoleTheme),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={locale} theme={themed} componentDisabled={!online}>
      {children}
      <ToastHost />
    </ConfigProvider>
  );
}
