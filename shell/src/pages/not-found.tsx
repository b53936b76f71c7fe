import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function ConsoleNotFound() {
  const { t } = useTranslation('shell');
  return <Result status="404" title={t('titles.notFound')} />;
}

export function PublicNotFound() {
  const { t } = useTranslation('shell');
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
