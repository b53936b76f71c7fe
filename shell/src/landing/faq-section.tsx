import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const QUESTIONS = [1, 2, 3, 4];

/** Questions that open and close without a script (<details>). */
export function FaqSection() {
  const { t } = useTranslation('shell');
  return (
    <LandingSection id="faq" title={t('landing.faqTitle')} tinted>
      <div className="lp-faq">
        {QUESTIONS.map((n) => (
          <details key={n}>
            <summary>{t(`landing.faq.q${n}`)}</summary>
            <p>{t(`landing.faq.a${n}`)}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
