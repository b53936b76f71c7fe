import React from 'react';
import { markReactInstance } from '@fikr/shared';
import '../i18n';
import { TillPage } from './till-page';

markReactInstance('mf-vouchers', React, __APP_VERSION__);

/** Mounted by the shell at /business/till (declared in the runtime manifest); every role of the team sees it. */
export default function TillRoutes() {
  return <TillPage />;
}
