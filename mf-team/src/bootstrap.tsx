import { Component, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Button, Result, Spin } from 'antd';
import { i18n, mountStandalone } from '@fikr/shared';
import FeatureRoutes from './routes';

/** As the shell does around a remote: the pages suspend until their texts are in, and a failed fetch offers Retry. */
class DevBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render() {
    if (!this.state.failed) return <Suspense fallback={<Spin />}>{this.props.children}</Suspense>;
    return (
      <Result
        status="warning"
        title={i18n.t('errors.networkError')}
        extra={<Button onClick={() => this.setState({ failed: false })}>{i18n.t('app.reload')}</Button>}
      />
    );
  }
}

// Standalone dev page: the team pages under the path the shell gives them.
mountStandalone(
  <DevBoundary>
    <Routes>
      <Route path="/business/team/*" element={<FeatureRoutes />} />
    </Routes>
  </DevBoundary>,
);
