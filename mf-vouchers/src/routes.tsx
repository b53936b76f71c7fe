import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { markReactInstance } from '@fikr/shared';
import './i18n';
import { VouchersPage } from './vouchers-page';

markReactInstance('mf-vouchers', React, __APP_VERSION__);

/** Mounted by the shell at /business/vouchers/*. */
export default function FeatureRoutes() {
  return (
    <Routes>
      <Route path="*" element={<VouchersPage />} />
    </Routes>
  );
}
