import { formatPhoneInput } from '@fikr/shared/core';
import { Frame } from './frame';
import type { T } from './texts';
import type { LightLang } from './types';
import { FormAlert, PostForm, WalletField } from './wallet-ui';
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
          <WalletField
            name="phone"
            label={t('wallet.phone')}
            errors={errors}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+998 90 123 45 67"
            defaultValue={phone}
          />
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
          <WalletField
            name="code"
            label={t('wallet.code')}
            errors={errors}
            className="fw-code"
            type="text"
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
          />
        </PostForm>
        <a className="fw-link" href="/wallet">
          {t('wallet.otherPhone')}
        </a>
      </section>
    </Frame>
  );
}
