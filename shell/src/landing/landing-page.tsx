import { useTranslation } from 'react-i18next';
import { hasBusiness } from '@fikr/shared/core';
import { FaqSection } from './faq-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { useLandingHost } from './landing-host';
import { LandingSection } from './landing-section';
import { LANDING_CSS } from './landing-styles';
import { PricingCard } from './pricing-card';
import { startTarget } from './start-target';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';

function StartButton({ label }: { label: string }) {
  const host = useLandingHost();
  return (
    <button type="button" className="lp-btn lp-primary lp-large" onClick={() => host.go(startTarget(host.user))}>
      {label}
    </button>
  );
}

/**
 * The marketing page. Plain React without antd, router or jotai: the build prerenders it to HTML and hydrates it
 * with Preact (shell/build-landing.mjs); inside the console the same components render on the console's React.
 */
export function LandingPage() {
  const { t } = useTranslation('shell');
  const { user } = useLandingHost();
  const newcomer = user !== null && !hasBusiness(user);
  return (
    <div className="lp">
      <style>{LANDING_CSS}</style>
      <LandingHeader />
      <main>
        <section className="lp-hero">
          <h1>{t('landing.title')}</h1>
          <p className="lp-muted">{t('landing.subtitle')}</p>
          {/* signed in without a business (just registered): the hero's one button says what comes next */}
          <StartButton label={newcomer ? t('landing.createBusiness') : t('landing.start')} />
        </section>
        <StepsSection />
        <LandingSection id="pricing" title={t('landing.pricing.title')} tinted>
          <p className="lp-muted" style={{ textAlign: 'center' }}>
            {t('landing.pricing.subtitle')}
          </p>
          <PricingCard />
          <div className="lp-center">
            <StartButton label={t('landing.tryNow')} />
          </div>
        </LandingSection>
        <FaqSection />
        <TestimonialsSection />
      </main>
      <LandingFooter />
    </div>
  );
}
