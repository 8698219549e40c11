import { Injectable } from '@nestjs/common';
import { BackgroundJobs, JobRunner } from '../../../platform/jobs/background-jobs.js';
import { type MediaFile, MEDIA_URL_PREFIX, MediaStore } from '../../../platform/media/media-store.js';
import { UserDirectory } from '../../auth/index.js';
import { InventoryQueries } from '../../inventory/index.js';
import { type OwnRecipe, RecipeCatalog } from '../../recipes/index.js';
import { savorRecipeDocument } from '../domain/formats/savor.js';
import { ExportExpiredError, ExportNotFoundError } from '../domain/portability.errors.js';
import { type ArchiveBuilder, ArchiveWriter } from './ports/archive-writer.js';
import { ExportJobs, type ExportStatus } from './ports/export-jobs.js';
import { recipeSlug } from '../../../kernel/recipes/recipe-rules.js';

/** An export's file is kept this long, then deleted. */
export const EXPORT_KEPT_MS = 24 * 60 * 60 * 1000;
const PAGE = 50;

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);

/** Streams a stored file into memory. */
async function bytesOf(file: MediaFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

@Injectable()
export class ExportRunner extends JobRunner {
  constructor(
    background: BackgroundJobs,
    private readonly jobs: ExportJobs,
    private readonly recipes: RecipeCatalog,
    private readonly inventory: InventoryQueries,
    private readonly users: UserDirectory,
    private readonly media: MediaStore,
    private readonly archives: ArchiveWriter,
  ) {
    super(background, 'DataExport');
  }

  protected async runNext(): Promise<boolean> {
    const claimed = await this.jobs.claimNext();
    if (!claimed) return false;
    try {
      const zip = await this.write(claimed.id, claimed.userId);
      if (!zip) return true; // shutting down: written again from the start once its heartbeat is old
      const url = await this.media.save(zip, 'zip');
      await this.jobs.complete(claimed.id, url, zip.length, new Date(Date.now() + EXPORT_KEPT_MS));
    } catch (error) {
      this.logger.error(`Export #${claimed.id} failed: ${error instanceof Error ? error.stack : String(error)}`);
      await this.jobs.fail(claimed.id, 'Savor could not write your export. Try again.');
    }
    return true;
  }

  /**
   * The zip: `recipes/<slug>.json` (schema.org Recipe JSON-LD with Savor's fields under `savor:`), their
   * pictures under `images/`, the shopping list, the pantry and the profile (no password hash, no token).
   */
  private async write(id: number, userId: number): Promise<Buffer | null> {
    const archive = this.archives.start();
    const total = await this.recipes.countOwned(userId);
    const names = new Set<string>();
    let processed = 0;
    await this.jobs.progress(id, processed, total);
    for (let after = 0; ;) {
      const page = await this.recipes.ownRecipesAfter(userId, after, PAGE);
      if (page.length === 0) break;
      if (this.stopping) return null;
      for (const recipe of page) await this.addRecipe(archive, recipe, names);
      after = page[page.length - 1].id;
      processed += page.length;
      await this.jobs.progress(id, processed, Math.max(total, processed));
    }
    archive.add('shopping-list.json', json(await this.inventory.shoppingList(userId)));
    archive.add('pantry.json', json(await this.inventory.pantryItems(userId)));
    archive.add('profile.json', json(await this.users.exportProfileOf(userId)));
    return archive.finish();
  }

  private async addRecipe(archive: ArchiveBuilder, recipe: OwnRecipe, names: Set<string>): Promise<void> {
    const base =
      recipeSlug(recipe.name)
        .replace(/[^a-z0-9_-]/g, '')
        .slice(0, 80) || 'recipe';
    let slug = base;
    for (let n = 2; names.has(slug); n++) slug = `${base}-${n}`;
    names.add(slug);
    let imagePath: string | null = null;
    if (recipe.imageUrl?.startsWith(MEDIA_URL_PREFIX)) {
      const file = await this.media.open(recipe.imageUrl.slice(MEDIA_URL_PREFIX.length));
      if (file) {
        imagePath = `images/${slug}.jpg`;
        archive.add(imagePath, await bytesOf(file));
      }
    }
    archive.add(`recipes/${slug}.json`, json(savorRecipeDocument({ ...recipe, slug }, imagePath)));
  }
}

@Injectable()
export class StartExport {
  constructor(
    private readonly jobs: ExportJobs,
    private readonly runner: ExportRunner,
  ) {}

  async execute(userId: number): Promise<number> {
    const id = await this.jobs.create(userId);
    void this.runner.kick();
    return id;
  }
}

@Injectable()
export class ExportQueries {
  constructor(
    private readonly jobs: ExportJobs,
    private readonly media: MediaStore,
  ) {}

  async status(userId: number, id: number): Promise<ExportStatus> {
    const found = await this.jobs.find(userId, id);
    if (!found) throw new ExportNotFoundError();
    return found;
  }

  list(userId: number): Promise<ExportStatus[]> {
    return this.jobs.list(userId, 10);
  }

  /** The export's zip, opened for reading; 404 before it is written and after it expired. */
  async file(userId: number, id: number): Promise<MediaFile> {
    const found = await this.status(userId, id);
    if (found.status !== 'done' || !found.fileUrl) throw new ExportNotFoundError();
    const file = await this.media.open(found.fileUrl.slice(MEDIA_URL_PREFIX.length));
    if (!file) throw new ExportExpiredError();
    return file;
  }
}
