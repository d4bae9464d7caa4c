// The organisation dashboard (issue 10) as the demo organisation's admin uses it: their home shows the organisation's
// figures across its properties (the same figures the API answers, in the language's format), steps a month back in
// the address, switches into Harbour View Hotel's own dashboard under a banner naming it and the organisation, and
// comes back.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { expectPath, test, UI_TIMEOUT } from '../support/browser.ts';
import { severeAxeViolations, signInAs } from '../support/shell.ts';

const APP = { APP_ID: 'BOOKONE_WEB_APP' };

type Figures = {
  organisation: { id: number; name: string };
  month: string;
  properties: { id: number; name: string; revenue: { currency: string; thisMonth: number }[] }[];
};

/** The organisation dashboard as the API answers it to the signed-in page's own token. */
async function figuresOf(page: Page, organisationId: number): Promise<Figures> {
  const token = await page.evaluate(() => sessionStorage.getItem('AuthToken'));
  const res = await page.request.get(`/api/dashboard/organisation/${organisationId}`, {
    headers: { ...APP, Authorization: `Bearer ${token ?? ''}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Figures;
}

/** The page's address: path and query (the month and the chosen property live in the query). */
const addressOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

const monthName = (month: string) =>
  new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

describe('organisation dashboard', () => {
  test("the organisation admin sees its properties' figures, opens a property's dashboard and comes back", async ({
    page,
  }) => {
    await signInAs(page, 'orgadmin');
    await expectPath(page, '/bookone/su-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Organisation Dashboard' }).waitFor();
    const table = page.getByRole('table', { name: /^Each property's figures for / });
    await table.waitFor({ timeout: UI_TIMEOUT });

    const organisationId = Number(await page.evaluate(() => sessionStorage.getItem('OrganizationId')));
    const figures = await figuresOf(page, organisationId);
    expect(figures.organisation.name).toBe('Demo Hospitality Group');
    await page.getByText(`Demo Hospitality Group · ${monthName(figures.month)} against `).waitFor();
    // Every property of the organisation has its row, Harbour View with its room revenue as the API counts it.
    for (const p of figures.properties)
      await table.getByRole('rowheader', { name: new RegExp(p.name) }).waitFor();
    const harbour = figures.properties.find((p) => p.name === 'Harbour View Hotel')!;
    const revenue = new Intl.NumberFormat('en', { style: 'currency', currency: 'NZD' }).format(
      harbour.revenue[0]!.thisMonth,
    );
    const harbourRow = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /Harbour View/ }) });
    await harbourRow.getByText(revenue, { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Occupancy', exact: true }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Room revenue (NZD)' }).count()).toBe(1);
    await page.getByRole('region', { name: 'Occupancy by property' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page)).toEqual([]);

    // A month back: in the address, and the page says which month it shows.
    await page.getByRole('button', { name: 'Previous month' }).click();
    const previous = new Date(
      Date.UTC(Number(figures.month.slice(0, 4)), Number(figures.month.slice(5, 7)) - 2, 1),
    )
      .toISOString()
      .slice(0, 7);
    await expect
      .poll(() => addressOf(page), { timeout: UI_TIMEOUT })
      .toBe(`/bookone/su-dashboard?month=${previous}`);
    await page.getByText(`Demo Hospitality Group · ${monthName(previous)} against `).waitFor();

    // The switcher opens Harbour View's own dashboard, seen as the organisation.
    await page.getByRole('combobox', { name: "Open a property's dashboard" }).click();
    await page.getByRole('option', { name: 'Harbour View Hotel' }).click();
    await expect
      .poll(() => addressOf(page), { timeout: UI_TIMEOUT })
      .toBe(`/bookone/dashboard?propertyId=${harbour.id}`);
    await page
      .getByText('Viewing Harbour View Hotel as Demo Hospitality Group')
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('heading', { level: 1, name: 'Front Office Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Arrivals today' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await severeAxeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to the organisation dashboard' }).click();
    await expect
      .poll(() => addressOf(page), { timeout: UI_TIMEOUT })
      .toBe(`/bookone/su-dashboard?organisationId=${organisationId}`);
    await page.getByRole('heading', { level: 1, name: 'Organisation Dashboard' }).waitFor();
    await table.waitFor({ timeout: UI_TIMEOUT });
  });
});
