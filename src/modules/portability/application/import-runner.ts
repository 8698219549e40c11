import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { ImageQueueFullError } from '../../../platform/media/sharp.js';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import { BackgroundJobs, JobRunner } from '../../../platform/jobs/background-jobs.js';
import { ImportRecipe, type RecipeToImport } from '../../recipes/index.js';
import { CollectionFileError, type CollectionItem, CollectionItemError } from '../domain/collection.js';
import { CollectionReader } from './ports/collection-reader.js';
import { type ClaimedImport, type ImportItem, ImportJobs } from './ports/import-jobs.js';
import { recipeDraft } from './recipe-draft.js';

const RECIPE_PICTURE = { maxSide: 1200, quality: 85, keepFittingJpeg: true };
const IMAGE_QUEUE_RETRIES = 20;
const ITEM_NAME_LENGTH = 200;

type Prepared = { draft: RecipeToImport; pictureProblem?: string } | { label: string; reason: string };

/**
 * Runs queued imports on this instance, one recipe at a time: each recipe and its line in the report are
 * written in one transaction, so an import resumed after a crash (by any instance, once its heartbeat is a
 * minute old) picks up at the first recipe not recorded and never adds one twice.
 */
@Injectable()
export class ImportRunner extends JobRunner {
  constructor(
    background: BackgroundJobs,
    private readonly jobs: ImportJobs,
    private readonly reader: CollectionReader,
    private readonly importRecipe: ImportRecipe,
    private readonly uploads: ImageUploads,
  ) {
    super(background, 'CollectionImport');
  }

  protected async runNext(): Promise<boolean> {
    const claimed = await this.jobs.claimNext();
    if (!claimed) return false;
    try {
      await this.run(claimed);
    } catch (error) {
      this.logger.error(`Import #${claimed.id} failed: ${error instanceof Error ? error.stack : String(error)}`);
      await this.jobs.finish(claimed.id, 'failed', 'Savor could not finish reading this file.');
    }
    return true;
  }

  private async run(job: ClaimedImport): Promise<void> {
    const { items } = await this.reader.read(job.fileName, job.file, job.format);
    for (let position = job.processed; position < items.length; position++) {
      if (this.stopping) return; // resumed where it stopped, here or elsewhere, once its heartbeat is old
      const item = items[position];
      const prepared = await this.prepare(job, item);
      const recorded = await this.jobs.recordItem(job.id, position, () => this.save(job.userId, prepared));
      if (!recorded) return; // another instance took it over
    }
    await this.jobs.finish(job.id, 'done');
  }

  /** Reads and maps one recipe and stores its picture (outside the transaction: a file no row uses is swept later). */
  private async prepare(job: ClaimedImport, item: CollectionItem): Promise<Prepared> {
    try {
      const recipe = await item.read();
      const draft = recipeDraft(recipe, job.format);
      const picture = recipe.photo ? await this.storePicture(recipe.photo) : { imageUrl: null };
      return { draft: { ...draft, imageUrl: picture.imageUrl }, pictureProblem: picture.problem };
    } catch (error) {
      if (error instanceof CollectionItemError || error instanceof CollectionFileError) return { label: item.label, reason: error.message };
      throw error;
    }
  }

  private async storePicture(bytes: Buffer): Promise<{ imageUrl: string | null; problem?: string }> {
    for (let attempt = 0; ; attempt++) {
      try {
        return { imageUrl: await this.uploads.storeBytes(bytes, RECIPE_PICTURE) };
      } catch (error) {
        if (error instanceof ImageQueueFullError && attempt < IMAGE_QUEUE_RETRIES) {
          await sleep(500); // the cooks' own uploads come first
          continue;
        }
        if (error instanceof ImageQueueFullError) throw error;
        return { imageUrl: null, problem: 'Imported without its photo: the picture could not be read.' };
      }
    }
  }

  private async save(userId: number, prepared: Prepared): Promise<ImportItem> {
    if ('reason' in prepared) {
      return { name: prepared.label.slice(0, ITEM_NAME_LENGTH), outcome: 'failed', recipeId: null, reason: prepared.reason };
    }
    const { outcome, recipeId } = await this.importRecipe.execute(userId, prepared.draft);
    const reason = outcome === 'duplicate' ? 'Already in your recipes.' : (prepared.pictureProblem ?? null);
    return { name: prepared.draft.name, outcome, recipeId, reason };
  }
}
