import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import FeatureRoutes from './routes';

// Standalone dev page: the operators' pages under the path the shell gives them.
mountStandalone(
  // the pages wait for their texts (useFeatureTexts): a failed fetch shows nothing rather than keys
  <Suspense fallback={null}>
    <Routes>
      <Route path="/business/ops/*" element={<FeatureRoutes />} />
    </Routes>
  </Suspense>,
);
