// For the component tests only: the remote's routes where the shell mounts them.
import { Route, Routes } from 'react-router-dom';
import { renderAt, type TestApi } from '@fikr/shared/testing';
import OpsRoutes from './routes';

export function renderOps(path: string) {
  return renderAt(
    <Routes>
      <Route path="/business/ops/*" element={<OpsRoutes />} />
    </Routes>,
    path,
  );
}

/** The requests the page made with `method` to `path` (the '/api/ops' prefix implied). */
export const sent = (fx: TestApi, method: string, path: string) =>
  fx.server.requests.filter((r) => r.method === method && r.path === `/api/ops${path}`);
