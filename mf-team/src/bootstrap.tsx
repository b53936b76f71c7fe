import { Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import FeatureRoutes from './routes';

// Standalone dev page: the team pages under the path the shell gives them.
mountStandalone(
  <Routes>
    <Route path="/business/team/*" element={<FeatureRoutes />} />
  </Routes>,
);
