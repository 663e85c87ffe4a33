export { DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps, DataTableRow } from './DataTable';
