import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { FeaturePlaceholder, markReactInstance } from '@fikr/shared';

markReactInstance('mf-forms', React);

export default function FeatureRoutes() {
  return (
    <Routes>
      <Route path="*" element={<FeaturePlaceholder remote="mf-forms" version={__APP_VERSION__} title="Formalar" />} />
    </Routes>
  );
}
