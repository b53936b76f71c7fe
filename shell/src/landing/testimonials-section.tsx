import { useTranslation } from 'react-i18next';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

const PEOPLE = ['t1', 't2', 't3'];

/** Static testimonials (spec section 1). */
export function TestimonialsSection() {
  const { t } = useTranslation('shell');
  return (
    <LandingSection title={t('landing.testimonialsTitle')}>
      <div className="lp-grid">
        {PEOPLE.map((id) => {
          const name = t(`landing.testimonials.${id}.name`);
          return (
            <figure key={id} className="lp-card" style={{ margin: 0 }}>
              <div className="lp-stars" role="img" aria-label="5/5">
                {[1, 2, 3, 4, 5].map((n) => (
                  <Icon key={n} name="star" />
                ))}
              </div>
              <blockquote style={{ margin: '12px 0 16px' }}>“{t(`landing.testimonials.${id}.text`)}”</blockquote>
              <figcaption className="lp-person">
                <span className="lp-avatar" aria-hidden="true">
                  {name.slice(0, 1)}
                </span>
                <span>
                  <strong>{name}</strong>
                  <span className="lp-muted">{t(`landing.testimonials.${id}.business`)}</span>
                </span>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </LandingSection>
  );
}
