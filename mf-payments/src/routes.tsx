import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { FeaturePlaceholder, markReactInstance } from '@fikr/shared';

markReactInstance('mf-payments', React);

export default function FeatureRoutes() {
  return (
    <Routes>
      <Route path="*" element={<FeaturePlaceholder remote="mf-payments" version={__APP_VERSION__} title="To'lovlar" />} />
    </Routes>
  );
}
