import { Navigate, Route, Routes } from 'react-router-dom';
import { mountStandalone } from '@fikr/shared';
import FeatureRoutes from './routes';
import { StandaloneLogin } from './standalone-login';

// Standalone dev page: the remote's routes under the same path the shell gives them (/business/forms/*).
mountStandalone(
  <div style={{ padding: 16 }}>
    <Routes>
      <Route path="/business/forms/*" element={<FeatureRoutes />} />
      <Route path="/login" element={<StandaloneLogin />} />
      <Route path="*" element={<Navigate to="/business/forms" replace />} />
    </Routes>
  </div>,
);
