/** @jest-environment jsdom */
import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { addLazyFeatureResources, initI18n, setLanguage } from './instance';
import { useFeatureTexts } from './use-feature-texts';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  render() {
    return this.state.failed ? (
      <button onClick={() => this.setState({ failed: false })}>retry</button>
    ) : (
      this.props.children
    );
  }
}

function Page({ ns }: { ns: string }) {
  useFeatureTexts(ns);
  const { t } = useTranslation(ns);
  return <h1>{t('title')}</h1>;
}

const mount = (ns: string) =>
  render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Page ns={ns} />
      </Suspense>
    </Boundary>,
  );

beforeAll(async () => {
  initI18n();
  await setLanguage('ru');
});

it("draws the page once its texts in the reader's language are in, never their keys", async () => {
  let arrive: (texts: object) => void = () => undefined;
  void addLazyFeatureResources('lazy-a', () => new Promise((resolve) => (arrive = resolve))).catch(() => undefined);
  mount('lazy-a');
  expect(screen.getByText('loading')).toBeInTheDocument();
  expect(screen.queryByText('title')).toBeNull();
  await act(async () => arrive({ title: 'Формы' }));
  expect(await screen.findByRole('heading', { name: 'Формы' })).toBeInTheDocument();
});

it('a failed fetch shows the error boundary, and its retry asks again', async () => {
  let online = false;
  const asked: string[] = [];
  const load = (lang: string) => {
    asked.push(lang);
    return online ? Promise.resolve({ title: 'Команда' }) : Promise.reject(new Error('offline'));
  };
  await addLazyFeatureResources('lazy-b', load).catch(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
  mount('lazy-b');
  const retry = await screen.findByRole('button', { name: 'retry' });
  online = true;
  await act(async () => retry.click());
  expect(await screen.findByRole('heading', { name: 'Команда' })).toBeInTheDocument();
  expect(new Set(asked)).toEqual(new Set(['ru'])); // the reader's language only, never all three
});
