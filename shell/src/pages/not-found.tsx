import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title';

/** Inside the console: the way back is the dashboard (the top bar names the tab). */
export function ConsoleNotFound() {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="404"
      title={t('titles.notFound')}
      extra={
        <Link to="/business/dashboard">
          <Button type="primary">{t('notFound.dashboard')}</Button>
        </Link>
      }
    />
  );
}

export function PublicNotFound() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      extra={
        <Link to="/">
          <Button type="primary">{t('notFound.home')}</Button>
        </Link>
      }
    />
  );
}
