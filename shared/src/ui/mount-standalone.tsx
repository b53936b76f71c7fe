import { Component, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { i18n, i18nReady } from '../i18n';
import { AppProviders } from './app-providers';
import { LightButton } from './light-button';

/**
 * As the shell does around a remote: its pages suspend until their texts are in (useFeatureTexts), and a failed
 * fetch offers a reload instead of keys or a blank page.
 */
class StandaloneBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render() {
    if (!this.state.failed) return <Suspense fallback={null}>{this.props.children}</Suspense>;
    return (
      <div role="alert" style={{ padding: 16 }}>
        <p>{i18n.t('errors.networkError')}</p>
        <LightButton onClick={() => this.setState({ failed: false })}>{i18n.t('app.reload')}</LightButton>
      </div>
    );
  }
}

/**
 * A remote opened on its own (`npm start -w mf-x`) gets the same providers the shell gives it,
 * so a feature team can work on its remote without running the console.
 */
export function mountStandalone(app: ReactNode, element = document.getElementById('root')): void {
  if (!element) throw new Error('#root is missing');
  void i18nReady().then(() =>
    createRoot(element).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProviders>
            <BrowserRouter>
              <StandaloneBoundary>{app}</StandaloneBoundary>
            </BrowserRouter>
          </AppProviders>
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
