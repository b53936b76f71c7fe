import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { markReactInstance, useFeatureTexts } from '@fikr/shared';
import { NS } from './i18n';
import { VouchersPage } from './vouchers-page';

markReactInstance('mf-vouchers', React, __APP_VERSION__);

/** Mounted by the shell at /business/vouchers/*. */
export default function FeatureRoutes() {
  useFeatureTexts(NS); // suspends until the reader's language is in
  return (
    <Routes>
      <Route path="*" element={<VouchersPage />} />
    </Routes>
  );
}
