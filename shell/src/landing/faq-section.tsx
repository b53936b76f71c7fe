import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const QUESTIONS = [1, 2, 3, 4];

export function FaqSection() {
  const { t } = useTranslation('shell');
  return (
    <LandingSection id="faq" title={t('landing.faqTitle')} tinted>
      <Collapse
        style={{ maxWidth: 760, margin: '0 auto', background: '#fff' }}
        items={QUESTIONS.map((n) => ({
          key: n,
          label: t(`landing.faq.q${n}`),
          children: <p style={{ margin: 0 }}>{t(`landing.faq.a${n}`)}</p>,
        }))}
      />
    </LandingSection>
  );
}
