import { formatPhoneInput } from '@fikr/shared/core';
import { Frame } from './frame';
import type { T } from './texts';
import type { LightLang } from './types';
import { FieldError, FormAlert, invalid, PostForm } from './wallet-ui';
import type { WalletErrors } from './wallet-types';

interface SignInProps {
  lang: LightLang;
  t: T;
  errors?: WalletErrors;
}

/** /wallet signed out: the phone number, to which the API sends a sign-in code by SMS. */
export function WalletSignInPage({ lang, t, phone = '', errors }: SignInProps & { phone?: string }) {
  return (
    <Frame lang={lang} t={t}>
      <section className="fp-card">
        <h1 className="fp-h">{t('wallet.signInTitle')}</h1>
        <p>{t('wallet.signInText')}</p>
        <FormAlert errors={errors} />
        <PostForm action="/wallet/code" submit={t('wallet.sendCode')} busyText={t('wallet.sending')}>
          <div className="fp-q">
            <label className="fp-label" htmlFor="fw-phone">
              {t('wallet.phone')}
            </label>
            <input
              id="fw-phone"
              className="fp-input"
              type="tel"
              name="phone"
              autoComplete="tel"
              inputMode="tel"
              placeholder="+998 90 123 45 67"
              defaultValue={phone}
              {...invalid(errors, 'phone')}
            />
            <FieldError errors={errors} field="phone" />
          </div>
        </PostForm>
      </section>
    </Frame>
  );
}

/** /wallet/verify?phone=…: the 6-digit code from the SMS. */
export function WalletVerifyPage({ lang, t, phone, errors }: SignInProps & { phone: string }) {
  return (
    <Frame lang={lang} t={t} keep={`phone=${encodeURIComponent(phone)}&`}>
      <section className="fp-card">
        <h1 className="fp-h">{t('wallet.verifyTitle')}</h1>
        <p>{t('wallet.verifyText', { phone: formatPhoneInput(phone) })}</p>
        <FormAlert errors={errors} />
        <PostForm action="/wallet/verify" submit={t('wallet.verify')} busyText={t('wallet.sending')}>
          <input type="hidden" name="phone" value={phone} />
          <div className="fp-q">
            <label className="fp-label" htmlFor="fw-code">
              {t('wallet.code')}
            </label>
            <input
              id="fw-code"
              className="fp-input fw-code"
              type="text"
              name="code"
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={7}
              {...invalid(errors, 'code')}
            />
            <FieldError errors={errors} field="code" />
          </div>
        </PostForm>
        <a className="fw-link" href="/wallet">
          {t('wallet.otherPhone')}
        </a>
      </section>
    </Frame>
  );
}
