// Onboarding and the business profile as an owner does them in a browser (issue 4): a new accommodation from signup
// to COMPLETED with the menu changing as spec §2.5 says, a service business likewise, the "Add Room" state of a
// COMPLETED motel without room types, and the image limit of Business Starter (whose warning chip passes axe).
import { deflateSync } from 'node:zlib';

import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';

import { signIn, test, UI_TIMEOUT } from '../support/browser.ts';
import { menuLink, openAs, severeAxeViolations, signInAs, topLevelMenu } from '../support/shell.ts';

const PASSWORD = 'Owner@2026';

/** A tiny valid PNG (w×h, one colour), made here so the test needs no fixture file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Self signup through the API (POST /api/user/signup, no token), as the public signup page would. */
async function signUp(page: Page, businessType: 'Accommodation' | 'Services', propertyName: string) {
  const email = `owner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await page.request.post('/api/user/signup', {
    headers: { APP_ID: 'BOOKONE_WEB_APP' },
    data: { email, password: PASSWORD, firstName: 'Olive', lastName: 'Owner', propertyName, businessType },
  });
  expect(response.status()).toBe(201);
  return email;
}

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });
const field = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: typeof label === 'string' });

async function fillBusinessStep(page: Page, shortName: string) {
  await page.getByRole('heading', { name: /Step 1 of \d: Business details/ }).waitFor();
  await field(page, 'Short name *').fill(shortName);
  await field(page, 'Email *').fill('hello@example.com');
  await field(page, 'Phone *').fill('+64 9 555 0100');
  await field(page, 'Street address *').fill('1 Harbour Road');
  await field(page, 'City *').fill('Auckland');
  await field(page, 'Country *').fill('New Zealand');
  await button(page, 'Save and continue').click();
}

async function fillManagerTaxPlan(page: Page) {
  await page.getByRole('heading', { name: /Step 2 of \d: Manager/ }).waitFor();
  await field(page, "Manager's first name *").fill('Mere');
  await field(page, "Manager's last name *").fill('Manager');
  await button(page, 'Save and continue').click();
  await page.getByRole('heading', { name: /Step 3 of \d: Taxes/ }).waitFor();
  // The live example of the §5 rule shows the default GST on the example amount.
  await page.getByText('GST: 15% of 150 = 22.50', { exact: false }).waitFor();
  await button(page, 'Save and continue').click();
  await page.getByRole('heading', { name: /Step 4 of \d: Plan/ }).waitFor();
  await page.getByRole('radio', { name: 'Business Premium' }).check();
  await button(page, 'Save and continue').click();
}

describe('onboarding', () => {
  test('a new accommodation goes from signup to COMPLETED, the menu from Add Property to the full menu', async ({
    page,
  }) => {
    const email = await signUp(page, 'Accommodation', 'Tui Lodge');
    await signIn(page, email, PASSWORD);
    await menuLink(page, 'Add Property').waitFor();
    expect(await topLevelMenu(page)).toEqual(['Add Property']);

    await menuLink(page, 'Add Property').click();
    await page.getByRole('heading', { name: 'Add Property', level: 1 }).waitFor();
    await expect.poll(() => field(page, 'Business name *').inputValue()).toBe('Tui Lodge');
    await fillBusinessStep(page, 'TL');
    await fillManagerTaxPlan(page);

    // The room step: one room type, its rooms pre-numbered.
    await page.getByRole('heading', { name: 'Add Room', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    await field(page, 'Room type name *').fill('Queen Room');
    await field(page, /^Base price/).fill('180');
    await field(page, 'Number of rooms *').fill('3');
    await button(page, 'Save and add its rooms').click();
    await expect.poll(() => field(page, 'Room 1').inputValue()).toBe('101');
    await field(page, 'Room 3').fill('110');
    await button(page, 'Save 3 rooms').click();

    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await expect.poll(() => topLevelMenu(page), { timeout: UI_TIMEOUT }).toContain('Front Office');
    const menu = await topLevelMenu(page);
    expect(menu).not.toContain('Add Property');
    const stored = await page.evaluate(() => sessionStorage.getItem('PropertyDetails'));
    expect(JSON.parse(stored ?? 'null') as unknown).toMatchObject({
      propertyStatus: 'COMPLETED',
      noOfRoomType: 1,
      shortName: 'TL',
    });
  });

  test('leaving the wizard and coming back resumes at the first unfinished step', async ({ page }) => {
    const email = await signUp(page, 'Accommodation', 'Resume Inn');
    await signIn(page, email, PASSWORD);
    await menuLink(page, 'Add Property').click();
    await fillBusinessStep(page, 'RI');
    await page.getByRole('heading', { name: /Step 2 of \d: Manager/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: /Step 2 of \d: Manager/ }).waitFor();
  });

  test('Pine Motel (COMPLETED, no room types) has only Add Room, then the full menu', async ({ page }) => {
    await signInAs(page, 'motel.admin');
    await menuLink(page, 'Add Room').waitFor();
    expect(await topLevelMenu(page)).toEqual(['Add Room']);
    await menuLink(page, 'Add Room').click();
    await field(page, 'Room type name *').fill('Shared Dorm');
    await field(page, /^Base price/).fill('35');
    await page.getByLabel('Shared dorm: sold by the bed').check();
    await field(page, 'Beds per room *').fill('4');
    await field(page, 'Number of rooms *').fill('1');
    await button(page, 'Save and add its rooms').click();
    await button(page, 'Save 1 room').click();
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await expect.poll(() => topLevelMenu(page), { timeout: UI_TIMEOUT }).toContain('Front Office');
    expect(await topLevelMenu(page)).not.toContain('Add Room');
  });

  test('a service business goes from signup to COMPLETED with opening hours and a first service', async ({
    page,
  }) => {
    const email = await signUp(page, 'Services', 'Kowhai Spa');
    await signIn(page, email, PASSWORD);
    await menuLink(page, 'Business Details Setup').waitFor();
    expect(await topLevelMenu(page)).toEqual(['Business Details Setup']);
    await menuLink(page, 'Business Details Setup').click();
    await fillBusinessStep(page, 'KS');
    await fillManagerTaxPlan(page);
    await page.getByRole('heading', { name: /Step 5 of 6: Opening hours/ }).waitFor();
    await button(page, 'Save and continue').click();
    await page.getByRole('heading', { name: /Step 6 of 6: First service/ }).waitFor();
    await field(page, 'Service name *').fill('Massage');
    await button(page, 'Save and finish').click();
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await expect.poll(async () => (await topLevelMenu(page)).includes('Business Details Setup')).toBe(false);
  });
});

describe('business profile', () => {
  test('Business Starter shows its limit and refuses a second image with the server message', async ({
    page,
  }) => {
    await openAs(page, 'nails.admin', '/master-service/business-dashboard/profile');
    await page.getByRole('heading', { name: 'Business Profile', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Logo and images' }).click();
    await page.getByText('0 of 1 images used').waitFor();
    const upload = page.getByLabel('Upload images');
    await upload.setInputFiles({
      name: 'front.png',
      mimeType: 'image/png',
      buffer: png(8, 8, [200, 30, 30]),
    });
    await page.getByText('1 of 1 images used').waitFor();
    // At the limit the count turns into a warning chip: its text must stay readable (4.5:1).
    expect(await severeAxeViolations(page)).toEqual([]);
    await upload.setInputFiles({
      name: 'second.png',
      mimeType: 'image/png',
      buffer: png(8, 8, [30, 30, 200]),
    });
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Business Starter allows 1 image. Delete an image or upgrade your plan to add more.',
      })
      .waitFor();
    await page.getByText('1 of 1 images used').waitFor();
  });
});
