import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import PaymentsTab from './payments-tab';

markReactInstance('mf-payments', React, __APP_VERSION__);

/** Standalone page of the remote: the same tab settings shows. */
export default function FeatureRoutes() {
  useFeatureTexts(NS);
  return (
    <Routes>
      <Route path="*" element={<PaymentsTab />} />
    </Routes>
  );
}
