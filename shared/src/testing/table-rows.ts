import { screen } from '@testing-library/react';

/**
 * The data rows of the tables on screen: rows that carry a record's key, so not the header row nor the empty
 * table's placeholder. `hidden: true` skips the visibility check, which computes every cell's style and takes
 * seconds a poll on a 25-row table; the key already leaves out antd's hidden measuring row.
 */
export const tableRows = (): HTMLElement[] =>
  screen.queryAllByRole('row', { hidden: true }).filter((row) => row.hasAttribute('data-row-key'));
