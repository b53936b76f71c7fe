import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Panel } from '../components/panel';
import { Skeleton } from '../components/skeleton';

// uPlot and the chart come as their own chunk, requested only once the dashboard is drawn and has settled and the
// panel is near the viewport: the console's first load (its 400 KB budget) never carries them.
const TrendPanel = lazy(() => import(/* webpackChunkName: "trend-chart" */ './trend/trend-panel'));

/** After the dashboard's own first paint has settled: a short pause, then an idle moment of the browser. */
const SETTLE_MS = 600;
const idle = (run: () => void): (() => void) => {
  let cancelIdle: (() => void) | undefined;
  const timer = window.setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else run();
  }, SETTLE_MS);
  return () => {
    window.clearTimeout(timer);
    cancelIdle?.();
  };
};

/** True once the element has come within 300 px of the viewport and the page has settled after that. */
function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return undefined;
    let cancelIdle: (() => void) | undefined;
    if (typeof IntersectionObserver !== 'function') {
      cancelIdle = idle(() => setNear(true));
      return cancelIdle;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        cancelIdle = idle(() => setNear(true));
      },
      { rootMargin: '300px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [near]);
  return [ref, near];
}

const placeholder = (
  <Panel>
    <Skeleton rows={4} />
  </Panel>
);

export function TrendSection({ forms }: { forms: Array<{ _id: string; title: string }> }) {
  const [ref, near] = useNearViewport();
  return (
    <div ref={ref} data-testid="trend-section" style={{ minHeight: 120 }}>
      {near ? (
        <Suspense fallback={placeholder}>
          <TrendPanel forms={forms} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
