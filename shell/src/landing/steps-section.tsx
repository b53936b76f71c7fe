import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icons';
import { LandingSection } from './landing-section';

const STEPS: { key: string; icon: IconName }[] = [
  { key: 'create', icon: 'form' },
  { key: 'answer', icon: 'gift' },
  { key: 'results', icon: 'chart' },
];

/** The three steps: create questions, customers answer, see results. */
export function StepsSection() {
  const { t } = useTranslation('shell');
  return (
    <LandingSection id="features" title={t('landing.stepsTitle')}>
      <div className="lp-grid">
        {STEPS.map(({ key, icon }, i) => (
          <div key={key} className="lp-card">
            <div className="lp-icon">
              <Icon name={icon} />
            </div>
            <h3>
              {i + 1}. {t(`landing.steps.${key}.title`)}
            </h3>
            <p className="lp-muted" style={{ marginBottom: 0 }}>
              {t(`landing.steps.${key}.text`)}
            </p>
          </div>
        ))}
      </div>
    </LandingSection>
  );
}
