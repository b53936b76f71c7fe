import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import FeatureRoutes from './routes';

// Standalone dev page: the remote's routes under the same paths the shell gives them.
mountStandalone(
  // the pages wait for their texts (useFeatureTexts): a failed fetch shows nothing rather than keys
  <Suspense fallback={null}>
    <Routes>
      <Route path="/*" element={<FeatureRoutes />} />
    </Routes>
  </Suspense>,
);
