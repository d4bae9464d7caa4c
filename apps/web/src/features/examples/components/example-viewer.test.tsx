import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '../../../testing/test-utils';
import { EXAMPLES_ROUTE_DATA } from '../example-registry';
import { exampleTitle } from '../utils/example-title';
import { ExampleViewer } from './example-viewer';

function renderViewer(id: string | undefined) {
  return renderRoutes([{ path: '*', element: <ExampleViewer id={id} data={EXAMPLES_ROUTE_DATA} /> }]);
}

describe('exampleTitle', () => {
  it.each([
    ['dialog-examples', 'Dialog examples'],
    ['table-examples', 'Table examples'],
    ['my-long-example-id', 'My long-example-id'],
    ['form', 'Form'],
    ['', ''],
  ])('%j gives %j (first hyphen to a space, first letter capitalised)', (id, title) => {
    expect(exampleTitle(id)).toBe(title);
  });
});

describe('ExampleViewer', () => {
  it('titles the page from the id and lists the examples the route data maps to it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderViewer('dialog-examples');

    expect(screen.getByRole('heading', { level: 1, name: 'Dialog examples' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Confirm dialog' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Loader dialog' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Data table' })).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it("logs 'EXAMPLE ID MISSING' without an id", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderViewer(undefined);
    await waitFor(() => expect(error).toHaveBeenCalledWith('EXAMPLE ID MISSING'));
    expect(error).not.toHaveBeenCalledWith('EXAMPLE COMPONENT MISSING');
    expect(screen.getByRole('link', { name: 'Table examples' })).toHaveAttribute(
      'href',
      '/examples/table-examples',
    );
  });

  it("logs 'EXAMPLE COMPONENT MISSING' for an id the route data does not know", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderViewer('chart-examples');
    await waitFor(() => expect(error).toHaveBeenCalledWith('EXAMPLE COMPONENT MISSING'));
    expect(error).not.toHaveBeenCalledWith('EXAMPLE ID MISSING');
    expect(screen.getByRole('heading', { level: 1, name: 'Chart examples' })).toBeInTheDocument();
  });

  it('runs a live example: the confirm dialog answers the page', async () => {
    const { user } = renderViewer('dialog-examples');
    await user.click(screen.getByRole('button', { name: 'Ask to delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The dialog answered true')).toBeInTheDocument();
  });

  it('validates the example form inline with the shared rules', async () => {
    const { user } = renderViewer('form-examples');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.tab();
    expect(await screen.findByText(/Password must be at least 8 characters/)).toBeInTheDocument();
  });
});
