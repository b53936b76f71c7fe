import { lazy, Suspense } from 'react';
import { NARROW_QUERY, useNarrow } from '@fikr/shared';
import type { FilterProps } from './filter-options';
import { PhoneFilters } from './phone-filters';

// antd's Input and Selects load only where they show, as the wide table does: a wide screen asks for them at once
const loadWideFilters = () => import('./responses-filters').then((m) => ({ default: m.ResponsesFilters }));
const WideFilters = lazy(loadWideFilters);
if (typeof window.matchMedia === 'function' && !window.matchMedia(NARROW_QUERY).matches) void loadWideFilters();

/** The list's filters: a phone's native controls, or antd's on a wide screen. */
export function ListFilters(props: FilterProps) {
  if (useNarrow()) return <PhoneFilters {...props} />;
  return (
    // until the controls' code is in (usually already), their line keeps its height
    <Suspense fallback={<div style={{ minHeight: 32 }} aria-busy="true" />}>
      <WideFilters {...props} />
    </Suspense>
  );
}
