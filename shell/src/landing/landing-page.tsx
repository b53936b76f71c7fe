import { Button, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { sessionInitialisedAtom, userAtom } from '@fikr/shared';
import { FullPageSpinner } from '../auth/guards';
import { useDocumentTitle } from '../components/use-document-title';
import './register-landing-texts';
import { FaqSection } from './faq-section';
import { LandingFooter } from './landing-footer';
import { LandingHeader } from './landing-header';
import { LandingSection } from './landing-section';
import { PricingCard } from './pricing-card';
import { startTarget } from './start-target';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';

function StartButton({ label }: { label: string }) {
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  return (
    <Button type="primary" size="large" onClick={() => navigate(startTarget(user))}>
      {label}
    </Button>
  );
}

/** Marketing page; waits for the session check so the header shows the right state. Loads no remote. */
export function LandingPage() {
  const { t } = useTranslation('shell');
  const initialised = useAtomValue(sessionInitialisedAtom);
  useDocumentTitle(undefined); // 'Fikr'
  if (!initialised) return <FullPageSpinner />;
  return (
    <div style={{ background: '#fff', minHeight: '100vh' }}>
      <LandingHeader />
      <main>
        <section style={{ textAlign: 'center', padding: '64px 16px 48px', maxWidth: 820, margin: '0 auto' }}>
          <Typography.Title style={{ fontSize: 'clamp(28px, 6vw, 46px)' }}>{t('landing.title')}</Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 18 }}>
            {t('landing.subtitle')}
          </Typography.Paragraph>
          <StartButton label={t('landing.start')} />
        </section>
        <StepsSection />
        <LandingSection id="pricing" title={t('landing.pricing.title')} tinted>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
            {t('landing.pricing.subtitle')}
          </Typography.Paragraph>
          <PricingCard />
          <div style={{ textAlign: 'center', marginTop: 24 }}>
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
