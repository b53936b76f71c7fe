import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { GoHomeButton } from '../ui/go-home-button';
import { PageFrame } from '../ui/page-frame';

/** /form-completed: thanks after sending, or ?artu=true when the survey was already completed. */
export function CompletedPage() {
  const { t } = useTranslation('public');
  const [params] = useSearchParams();
  const already = params.get('artu') === 'true';
  return (
    <PageFrame>
      <section className="fp-card fp-center">
        <h1>{already ? t('completed.doneTitle') : t('completed.thanksTitle')}</h1>
        <p>{already ? t('completed.doneText') : t('completed.thanksText')}</p>
        <GoHomeButton />
      </section>
    </PageFrame>
  );
}
