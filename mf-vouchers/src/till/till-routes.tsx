import React from 'react';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from '../i18n';
import { TillPage } from './till-page';

markReactInstance('mf-vouchers', React, __APP_VERSION__);

/** Mounted by the shell at /business/till (declared in the runtime manifest); every role of the team sees it. */
export default function TillRoutes() {
  useFeatureTexts(NS); // suspends until the reader's language is in
  return <TillPage />;
}
