import React, { type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { FeaturePlaceholder, markReactInstance } from '@fikr/shared';

markReactInstance('mf-settings', React);

export interface SettingsRoutesProps {
  /** Tab 1 (Payments): the shell passes mf-payments' exposed tab, loaded at run time. */
  paymentsTab?: ReactNode;
}

export default function FeatureRoutes({ paymentsTab }: SettingsRoutesProps) {
  return (
    <Routes>
      <Route
        path="*"
        element={
          <>
            <FeaturePlaceholder remote="mf-settings" version={__APP_VERSION__} title="Sozlamalar" />
            {paymentsTab}
          </>
        }
      />
    </Routes>
  );
}
