// Shared helpers for browser tests that need a signed-up user.
import { deflateSync } from 'node:zlib';
import { expect, type Browser, type Page } from '@playwright/test';

export function uniqueUser(prefix: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return { email: `${prefix}.${stamp}@example.com`, username: `${prefix}_${stamp}`.slice(0, 20), password: 'secret123', stamp };
}

/** A new browser context signed in as a cook registered through the API (faster than the form). */
export async function signedInPage(browser: Browser, prefix: string, name: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const me = uniqueUser(prefix);
  const res = await page.request.post('/api/register', {
    data: { email: me.email, password: me.password, name, username: me.username, dietaryRestrictions: [] },
  });
  expect(res.status()).toBe(201);
  return { context, page, me };
}

/** Signs up through the form (the browser gets the session cookie) and waits for Home. */
export async function signUp(page: Page, user: { email: string; username: string; password: string }, name: string, diets: string[] = []) {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Username' }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(user.password);
  for (const id of diets) await page.locator(`#${id}`).check();
  await expect(page.getByTestId('username-available')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** A small valid PNG (solid colour with a stripe), made without image libraries. */
export function makePng(width = 64, height = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td));
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const stripe = Math.floor(x / 8) % 2 === 0;
      row[1 + x * 3] = stripe ? 200 : 62;
      row[2 + x * 3] = stripe ? 81 : 124;
      row[3 + x * 3] = stripe ? 44 : 89;
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
