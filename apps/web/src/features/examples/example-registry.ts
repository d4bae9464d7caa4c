import { paths } from '../../config/paths';
import type { ExampleRouteData } from './components/example-viewer';
import { DataGridExample } from './components/data-grid-example';
import { ConfirmDialogExample, LoaderDialogExample } from './components/dialog-examples';
import { FormatExample } from './components/format-example';
import { FormExample } from './components/form-example';
import { SnackbarExample } from './components/snackbar-example';

/**
 * The route data of /examples/:id (spec §2.1): which examples each page shows, the example components, and where
 * their sources are. A living gallery of the app's shared components.
 */
export const EXAMPLES_ROUTE_DATA: ExampleRouteData = {
  map: {
    'dialog-examples': ['confirmDialog', 'loaderDialog'],
    'table-examples': ['dataGrid'],
    'form-examples': ['validatedForm'],
    'snackbar-examples': ['snackbars'],
    'format-examples': ['formatting'],
  },
  components: {
    confirmDialog: {
      title: 'examples.entries.confirmDialog.title',
      description: 'examples.entries.confirmDialog.description',
      component: ConfirmDialogExample,
      file: 'dialog-examples.tsx',
    },
    loaderDialog: {
      title: 'examples.entries.loaderDialog.title',
      description: 'examples.entries.loaderDialog.description',
      component: LoaderDialogExample,
      file: 'dialog-examples.tsx',
    },
    dataGrid: {
      title: 'examples.entries.dataGrid.title',
      description: 'examples.entries.dataGrid.description',
      component: DataGridExample,
      file: 'data-grid-example.tsx',
    },
    validatedForm: {
      title: 'examples.entries.validatedForm.title',
      description: 'examples.entries.validatedForm.description',
      component: FormExample,
      file: 'form-example.tsx',
    },
    snackbars: {
      title: 'examples.entries.snackbars.title',
      description: 'examples.entries.snackbars.description',
      component: SnackbarExample,
      file: 'snackbar-example.tsx',
    },
    formatting: {
      title: 'examples.entries.formatting.title',
      description: 'examples.entries.formatting.description',
      component: FormatExample,
      file: 'format-example.tsx',
    },
  },
  path: 'apps/web/src/features/examples/components',
  hrefOf: (id) => paths.examples.example.getHref(id),
};
