import { addFeatureResources } from '@fikr/shared';
import { landingTexts } from '../i18n/landing-texts';

// The landing's texts travel with the landing's chunk, so the console never downloads them.
addFeatureResources('shell', {
  uz: { landing: landingTexts.uz },
  ru: { landing: landingTexts.ru },
  en: { landing: landingTexts.en },
});
