import React from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { addFeatureResources, markReactInstance, setLanguage } from '@fikr/shared';
import { CompletedPage } from './completed/completed-page';
import { PublicFormPage } from './form/public-form-page';
import { PUBLIC_NS, publicResources } from './i18n/resources';
import { type PublicEnv, PublicEnvProvider } from './public-env';
import { VoucherPage } from './voucher/voucher-page';

// Inside the shell: the shell's router and the shared i18n instance (the `public` namespace is added to it).
markReactInstance('mf-public', React, __APP_VERSION__);
addFeatureResources(PUBLIC_NS, publicResources);

const shellEnv: PublicEnv = { setLanguage };

/**
 * Every exposed module renders the page of the current location. The shell may keep one mounted remote
 * component when the route changes from /form/{code} to /form-completed (same element type, same place),
 * so the page must follow the location rather than which module was loaded first.
 */
export function ShellPublicPages() {
  const { pathname } = useLocation();
  let page = <PublicFormPage />;
  if (matchPath('/form-completed', pathname)) page = <CompletedPage />;
  else if (matchPath('/voucher/:token', pathname)) page = <VoucherPage />;
  return <PublicEnvProvider value={shellEnv}>{page}</PublicEnvProvider>;
}
