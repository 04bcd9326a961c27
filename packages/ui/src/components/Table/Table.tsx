import type { Key, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/a11y.css';
import { cx } from '../../styles/cx';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import * as styles from './Table.css';

export const tableAlignments = ['start', 'center', 'end'] as const;
export type TableAlignment = (typeof tableAlignments)[number];

export interface TableColumn<Row> {
  /** Stable id of the column (also the default cell: `row[key]`). */
  key: string;
  header: ReactNode;
  /** Cell content; defaults to the row's value at `key`. */
  cell?: (row: Row) => ReactNode;
  align?: TableAlignment;
  width?: string;
}

export interface TableProps<Row> {
  columns: Array<TableColumn<Row>>;
  rows: Row[];
  getRowKey: (row: Row) => Key;
  /** The table's accessible name (also visible unless hideCaption). */
  caption: ReactNode;
  hideCaption?: boolean;
  /** Buttons at the end of each row (view / edit / delete). */
  rowActions?: (row: Row) => ReactNode;
  /** Header of the actions column; defaults to the catalogue's 'Actions'. */
  actionsHeader?: ReactNode;
  /** Shown in place of the rows when there are none (the spec's own wording). */
  emptyState?: ReactNode;
  /** Skeleton rows while the data loads. */
  loading?: boolean;
  loadingRows?: number;
  /**
   * Under 640 px each row becomes a card of label / value lines instead of a table that scrolls sideways (the labels
   * are the columns' headers, which must then be strings).
   */
  stackOnPhone?: boolean;
  className?: string;
}

const alignClass: Record<TableAlignment, string | undefined> = { start: undefined, center: styles.alignCenter, end: styles.alignEnd };

export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  rowActions,
  actionsHeader,
  emptyState,
  loading = false,
  loadingRows = 3,
  stackOnPhone = false,
  className,
}: TableProps<Row>) {
  const intl = useIntl();
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const cellOf = (row: Row, column: TableColumn<Row>): ReactNode =>
    column.cell ? column.cell(row) : ((row as Record<string, unknown>)[column.key] as ReactNode);

  return (
    // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
    <div
      className={cx(styles.wrapper, className)}
      tabIndex={0}
      role="region"
      aria-label={typeof caption === 'string' ? caption : undefined}
      data-stack={stackOnPhone || undefined}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cx(styles.headerCell, alignClass[column.align ?? 'start'])} style={{ width: column.width }}>
                {column.header}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className={cx(styles.headerCell, styles.alignEnd)}>
                {actionsHeader ?? intl.formatMessage({ id: 'ui.table.actions' })}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            Array.from({ length: loadingRows }, (_, index) => (
              <tr key={`loading-${index}`}>
                {Array.from({ length: columnCount }, (__, cellIndex) => (
                  <td key={cellIndex} className={styles.cell}>
                    <Skeleton width={cellIndex === 0 ? '70%' : '50%'} />
                  </td>
                ))}
              </tr>
            ))
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className={cx(styles.cell, styles.emptyCell)}>
                {emptyState ?? <EmptyState headingLevel={4} />}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cx(styles.cell, alignClass[column.align ?? 'start'])}
                    data-label={typeof column.header === 'string' ? column.header : undefined}
                  >
                    {cellOf(row, column)}
                  </td>
                ))}
                {rowActions ? (
                  <td className={cx(styles.cell, styles.actionsCell)}>
                    <div className={styles.actions}>{rowActions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
