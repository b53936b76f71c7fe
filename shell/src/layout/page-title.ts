import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { consoleRolesAtom } from '@fikr/shared';
import { inLanguage, pageTitle, useConsolePages, visiblePages } from '../federation/console-pages';

/** The top bar's title of the current page: the shell's for the dashboard, the declared one for a remote's page. */
export function usePageTitle(): string {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const title = pageTitle(visiblePages(useConsolePages(), useAtomValue(consoleRolesAtom)), pathname);
  if (title === 'dashboard') return t('titles.dashboard');
  return title ? inLanguage(title, i18n.language) : t('titles.notFound');
}
