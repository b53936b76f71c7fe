import type { ComponentProps, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { CsrfField } from './csrf-field';
import { Frame } from './frame';
import type { T } from './texts';
import type { LightLang } from './types';
import type { QrDrawing, WalletErrors, WalletPage } from './wallet-types';

/** Quiet zone around a QR code, in modules: scanners need it. */
const QR_MARGIN = 4;

const TONES = { primary: 'fp-btn', secondary: 'fp-btn fw-secondary', danger: 'fp-btn fw-danger' };

const errorId = (field: string) => `fw-${field}-error`;

/** What an input of a posted form needs to say that it is wrong, and where the message is. */
function invalid(errors: WalletErrors | undefined, field: string) {
  const error = errors?.fields[field];
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};
}

function FieldError({ errors, field }: { errors?: WalletErrors; field: string }) {
  const error = errors?.fields[field];
  return error ? (
    <p className="fp-error" id={errorId(field)}>
      {error}
    </p>
  ) : null;
}

/**
 * A posted form's text field: its label, the input (id `fw-{name}`), an optional hint under it and the field's
 * error. The input names the error while there is one, else the hint.
 */
export function WalletField({
  name,
  label,
  hint,
  errors,
  className,
  ...input
}: {
  name: string;
  label: string;
  hint?: string;
  errors?: WalletErrors;
} & Omit<ComponentProps<'input'>, 'id' | 'name'>) {
  const id = `fw-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="fp-q">
      <label className="fp-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={className ? `fp-input ${className}` : 'fp-input'}
        aria-describedby={hintId}
        {...input}
        {...invalid(errors, name)}
      />
      {hint && (
        <p className="fp-muted" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError errors={errors} field={name} />
    </div>
  );
}

/** The form-wide message (a 429, a refusal), unless a field already shows it. */
export function FormAlert({ errors }: { errors?: WalletErrors }) {
  if (!errors?.message || Object.values(errors.fields).includes(errors.message)) return null;
  return (
    <p className="fp-alert" role="alert">
      {errors.message}
    </p>
  );
}

/**
 * A form that posts to the page server, with or without JavaScript. With it, the button waits after the first
 * press; inputs are uncontrolled (defaultValue), so that re-render never touches what was typed.
 */
export function PostForm({
  action,
  submit,
  busyText,
  className,
  tone = 'primary',
  children,
}: {
  action: string;
  submit: string;
  busyText: string;
  className?: string;
  tone?: keyof typeof TONES;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  // Back from the next page (bfcache) the form must work again.
  useEffect(() => {
    const reset = () => setBusy(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  return (
    <form className={className} method="post" action={action} noValidate onSubmit={() => setBusy(true)}>
      <CsrfField />
      {children}
      <button className={TONES[tone]} type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? busyText : submit}
      </button>
    </form>
  );
}

/** A QR code drawn as SVG from the server's path. */
export function QrCode({ qr, label }: { qr: QrDrawing; label: string }) {
  const side = qr.size + 2 * QR_MARGIN;
  return (
    <svg
      className="fw-qr"
      viewBox={`-${QR_MARGIN} -${QR_MARGIN} ${side} ${side}`}
      role="img"
      aria-label={label}
      data-testid="qr-code"
    >
      <path d={qr.path} />
    </svg>
  );
}

const NAV: Array<{ page: WalletPage; href: string; key: string }> = [
  { page: 'wallet', href: '/wallet', key: 'wallet.title' },
  { page: 'wallet-pay', href: '/wallet/pay', key: 'wallet.pay' },
  { page: 'wallet-payouts', href: '/wallet/payouts', key: 'wallet.payouts' },
  { page: 'wallet-history', href: '/wallet/history', key: 'wallet.history' },
];

/** The signed-in pages: the language links, the wallet's own links, then the page. */
export function WalletFrame({
  lang,
  t,
  page,
  keep,
  children,
}: {
  lang: LightLang;
  t: T;
  page: WalletPage;
  keep?: string;
  children: ReactNode;
}) {
  return (
    <Frame lang={lang} t={t} keep={keep}>
      <nav className="fw-nav" aria-label={t('wallet.title')}>
        {NAV.map((item) => (
          <a key={item.page} href={item.href} aria-current={item.page === page ? 'page' : undefined}>
            {t(item.key)}
          </a>
        ))}
      </nav>
      {children}
    </Frame>
  );
}
