// Small record tables in cards and tabs: the table frame and the edit/delete cell of a row.
export { RecordTable } from './record-table';
export { RowActionsCell } from './row-actions-cell';
