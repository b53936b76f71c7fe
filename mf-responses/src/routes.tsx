import React from 'react';
import { Route, Routes } from 'react-router-dom';
import { FeaturePlaceholder, markReactInstance } from '@fikr/shared';

markReactInstance('mf-responses', React);

export default function FeatureRoutes() {
  return (
    <Routes>
      <Route path="*" element={<FeaturePlaceholder remote="mf-responses" version={__APP_VERSION__} title="So'rovnoma" />} />
    </Routes>
  );
}
