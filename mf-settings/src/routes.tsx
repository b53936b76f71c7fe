import React, { type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { SettingsPage } from './settings-page';

markReactInstance('mf-settings', React, __APP_VERSION__);

export interface SettingsRoutesProps {
  /** Tab 1 (Payments): the shell passes mf-payments' exposed tab, loaded at run time. */
  paymentsTab?: ReactNode;
}

/** Mounted by the shell at /business/settings/*. Never imports mf-payments. */
export default function FeatureRoutes({ paymentsTab }: SettingsRoutesProps) {
  useFeatureTexts(NS);
  return (
    <Routes>
      <Route path="*" element={<SettingsPage paymentsTab={paymentsTab} />} />
    </Routes>
  );
}
