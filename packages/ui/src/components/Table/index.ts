export { Table, tableAlignments } from './Table';
export type { TableProps, TableColumn, TableAlignment } from './Table';
