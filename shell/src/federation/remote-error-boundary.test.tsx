import { type ReactElement, useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../test/render';
import { RemoteErrorBoundary } from './remote-error-boundary';

function Broken(): never {
  throw new Error('remote chunk failed');
}

/** Mimics RemoteModule: Retry swaps in a new component, which is what clears the boundary. */
function Harness() {
  const [Component, setComponent] = useState<() => ReactElement>(() => Broken);
  return (
    <RemoteErrorBoundary
      remote="mf_vouchers"
      resetKey={Component}
      onRetry={() => setComponent(() => () => <p>vouchers loaded</p>)}
    >
      <Component />
    </RemoteErrorBoundary>
  );
}

test('a failing remote shows the Retry panel, and Retry renders the new component', () => {
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  renderAt(<Harness />);
  expect(screen.getByText("Bu bo'lim hozircha yuklanmadi")).toBeVisible();
  fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
  expect(screen.getByText('vouchers loaded')).toBeVisible();
  expect(screen.queryByText("Bu bo'lim hozircha yuklanmadi")).not.toBeInTheDocument();
  spy.mockRestore();
});
