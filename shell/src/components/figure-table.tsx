import type { ReactNode } from 'react';

export interface FigureRow {
  key: string;
  /** The row's heading cell (a date, a branch). */
  label: ReactNode;
  values: ReactNode[];
}

interface FigureTableProps {
  caption?: ReactNode;
  /** The first column's heading, then the figures' headings. */
  columns: [string, ...string[]];
  rows: FigureRow[];
  'aria-label'?: string;
  [data: `data-${string}`]: string | undefined;
}

const cell = { padding: '4px 8px', textAlign: 'right' as const };
const first = { ...cell, textAlign: 'left' as const };

/** A plain table of figures (no antd Table in the dashboard's first load): a heading cell per row, figures right-aligned. */
export function FigureTable({ caption, columns, rows, ...rest }: FigureTableProps) {
  const [head, ...figures] = columns;
  return (
    <table {...rest} style={{ width: '100%', borderCollapse: 'collapse' }}>
      {caption != null && <caption style={{ textAlign: 'left' }}>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col" style={first}>
            {head}
          </th>
          {figures.map((title) => (
            <th key={title} scope="col" style={cell}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ ...first, fontWeight: 'normal' }}>
              {row.label}
            </th>
            {row.values.map((value, i) => (
              <td key={i} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
