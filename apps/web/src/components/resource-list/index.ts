// The resource list kit: declare a list (list-state), bind it to the address (use-list-state), render the page.
export { cellContent, type ListColumn } from './columns';
export { ExportButton } from './export-button';
export { defineList, type ListSpec, type ListState } from './list-state';
export { ChipsFilter, DateRangeFilter, SearchFilter, SelectFilter } from './list-filters';
export { useNotice } from './notice';
export { ResourceListPage, type ListQueryResult } from './resource-list-page';
export { useListState, type ListController } from './use-list-state';
export { NewButton, statusTabs } from './list-header';
export { ActiveChip, activeColumn } from './active-column';
export { statusColumn } from './status-column';
