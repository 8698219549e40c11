// An admin backs the instance up from the dashboard: the backup appears, finishes, downloads as a zip
// holding the database and the media files, and can be deleted.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { zipEntries } from '../test/support/zip-entries.ts';
import { signedInAdmin } from './support/admin';
import { screenshot } from './support/page';

test('an admin creates a backup, downloads it and deletes it', async ({ browser }) => {
  const { context, page } = await signedInAdmin(browser, 'keeper', 'Kim Keeper', { viewport: { width: 1280, height: 800 } });
  await page.goto('/admin?tab=backups');
  const table = page.getByRole('table', { name: 'Backups' });
  await expect(table.or(page.getByText('No backups yet'))).toBeVisible();
  const before = (await table.isVisible()) ? await table.getByRole('row').count() : 1;

  await page.getByRole('button', { name: 'Create backup' }).click();
  const download = table.getByRole('link', { name: 'Download' }).first();
  await expect(table.getByRole('row')).toHaveCount(before + 1);
  await expect(download).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'admin-backups-1280.png');

  const downloading = page.waitForEvent('download');
  await download.click();
  const file = await downloading;
  const entries = await zipEntries(await readFile(await file.path()));
  expect(JSON.parse(entries.get('manifest.json')!.toString())).toMatchObject({ tables: expect.anything() });
  expect([...entries.keys()]).toEqual(expect.arrayContaining(['db/users.jsonl', 'db/recipes.jsonl']));

  await table.getByRole('button', { name: 'Delete' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  if (before <= 1) await expect(page.getByText('No backups yet')).toBeVisible();
  else await expect(table.getByRole('row')).toHaveCount(before);
  await context.close();
});
