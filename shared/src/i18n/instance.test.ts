/** @jest-environment jsdom */
import { addFeatureResources, addLazyFeatureResources, i18n, i18nReady, initI18n, setLanguage } from './instance';

describe('i18n instance', () => {
  beforeAll(() => localStorage.setItem('lang', 'en'));

  it('initialises synchronously with the stored language, whose texts are ready after i18nReady', async () => {
    expect(i18n.isInitialized).toBeFalsy();
    initI18n();
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    await i18nReady();
    expect(i18n.t('validation.passwordsMismatch')).toBe('Passwords do not match');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is idempotent', () => {
    expect(initI18n()).toBe(i18n);
    expect(i18n.language).toBe('en');
  });

  it('setLanguage switches, persists and marks <html lang>', async () => {
    await setLanguage('uz');
    expect(i18n.t('date.daysAgo', { count: 4 })).toBe('4 kun oldin');
    expect(i18n.t('payment.code.-116')).toBe("Kartada mablag' yetarli emas");
    expect(localStorage.getItem('lang')).toBe('uz');
    expect(document.documentElement.lang).toBe('uz');
    expect(document.cookie).toContain('lang=uz'); // the server's prerendered pages follow it
  });

  it('remotes add their own namespaces; missing texts fall back to Uzbek', async () => {
    addFeatureResources('forms', {
      uz: { title: 'Formalar', onlyUz: 'Faqat' },
      ru: { title: 'Формы' },
      en: { title: 'Forms' },
    });
    expect(i18n.t('forms:title')).toBe('Formalar');
    await setLanguage('ru');
    expect(i18n.t('forms:title')).toBe('Формы');
    expect(i18n.t('forms:onlyUz')).toBe('Faqat');
    expect(i18n.t('errors.generic')).toBe('Произошла ошибка');
  });

  it("a lazy namespace fetches the reader's language only, another when switched to, each once", async () => {
    const asked: string[] = [];
    const titles = { uz: 'Jamoa', ru: 'Команда', en: 'Team' };
    await addLazyFeatureResources('team', (lang) => {
      asked.push(lang);
      return Promise.resolve({ title: titles[lang] });
    });
    expect(asked).toEqual(['ru']);
    expect(i18n.t('team:title')).toBe('Команда');
    await setLanguage('en');
    expect(i18n.t('team:title')).toBe('Team');
    await setLanguage('ru');
    expect(asked).toEqual(['ru', 'en']);
  });

  it('a lazy fetch that failed is tried again when the language is chosen again', async () => {
    let online = false;
    const load = () => (online ? Promise.resolve({ title: 'Operatorlar' }) : Promise.reject(new Error('offline')));
    await expect(addLazyFeatureResources('ops', load)).rejects.toThrow('offline');
    online = true;
    await setLanguage('ru');
    expect(i18n.t('ops:title')).toBe('Operatorlar');
  });
});
