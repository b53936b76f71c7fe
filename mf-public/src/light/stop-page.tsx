import { CsrfField } from './csrf-field';
import { Frame } from './frame';
import type { T } from './texts';
import type { LightLang } from './types';

/**
 * /stop/{code}: the survey SMS's opt-out, one tap and no JavaScript (a form post with the page's form token), and
 * its undo on the same page. The same stop as the wallet's toggle and the Telegram bot's /stop.
 */
export function StopPage({ lang, t, code, stopped }: { lang: LightLang; t: T; code: string; stopped: boolean }) {
  return (
    <Frame lang={lang} t={t}>
      <section className="fp-card fp-center" data-testid="stop-page">
        <h1 className="fp-h">{t('stop.title')}</h1>
        <p role="status">{stopped ? t('stop.stoppedText') : t('stop.activeText')}</p>
        <form method="post" action={`/stop/${encodeURIComponent(code)}`}>
          <CsrfField />
          <input type="hidden" name="action" value={stopped ? 'resume' : 'stop'} />
          <button type="submit" className="fp-btn">
            {stopped ? t('stop.undo') : t('stop.stop')}
          </button>
        </form>
      </section>
    </Frame>
  );
}
