import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '../../../testing/test-utils';
import type { BreadcrumbStyle } from '../stores/layout-config';
import { Breadcrumb, replaceParams } from './breadcrumb';

function routes(variant: BreadcrumbStyle): RouteObject[] {
  const crumb = <Breadcrumb variant={variant} />;
  return [
    {
      path: '/',
      children: [
        {
          path: 'master-service',
          handle: { title: 'Reservations' },
          children: [
            { index: true, element: crumb },
            {
              path: 'reservation-details/:referenceId',
              handle: { title: 'Reservation', breadcrumb: 'Booking {{referenceId}}' },
              element: crumb,
            },
          ],
        },
        { path: 'untitled', element: crumb },
      ],
    },
  ];
}

describe('replaceParams', () => {
  it('replaces placeholders by route parameters and keeps unknown ones', () => {
    expect(replaceParams('Booking {{ id }} of {{org}}', { id: '42', org: 'Acme' })).toBe(
      'Booking 42 of Acme',
    );
    expect(replaceParams('Room {{number}}', {})).toBe('Room {{number}}');
  });
});

describe('Breadcrumb', () => {
  it("'title' shows the page title and, with several parts, the trail with parameters filled in", () => {
    renderRoutes(routes('title'), { initialEntries: ['/master-service/reservation-details/R-42'] });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Reservations' })).toHaveAttribute(
      'href',
      '/master-service',
    );
    expect(within(trail).getByText('Booking R-42')).toHaveAttribute('aria-current', 'page');
    // The title is the page's title, outside the trail.
    const title = screen.getByText('Reservation');
    expect(trail).not.toContainElement(title);
  });

  it("'title' with a single part shows only the title", () => {
    renderRoutes(routes('title'), { initialEntries: ['/master-service'] });
    expect(screen.getByText('Reservations')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("'simple' shows the trail only", () => {
    renderRoutes(routes('simple'), { initialEntries: ['/master-service/reservation-details/R-7'] });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Reservations' })).toBeInTheDocument();
    expect(within(trail).getByText('Booking R-7')).toBeInTheDocument();
    expect(screen.queryByText('Reservation')).not.toBeInTheDocument();
    expect(screen.getAllByText(/Booking R-7/)).toHaveLength(1);
  });

  it('renders nothing on a route chain without titles', () => {
    const { container } = renderRoutes(routes('title'), { initialEntries: ['/untitled'] });
    expect(container).toBeEmptyDOMElement();
  });
});
