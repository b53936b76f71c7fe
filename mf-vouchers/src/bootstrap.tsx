import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import FeatureRoutes from './routes';
import TillRoutes from './till/till-routes';

// Standalone dev page: the remote's routes under the same paths the shell gives them.
mountStandalone(
  <Routes>
    <Route path="/business/till" element={<TillRoutes />} />
    <Route path="/*" element={<FeatureRoutes />} />
  </Routes>,
);
