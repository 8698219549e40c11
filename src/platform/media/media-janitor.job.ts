import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runOncePerTick } from '../scheduling/once-per-tick.js';
import { MediaReferences } from './media-references.js';
import { MEDIA_URL_PREFIX, MediaStore } from './media-store.js';

const HOUR_MS = 60 * 60 * 1000;
/** A file no row refers to is kept this long after it was last written: its row may not be committed yet. */
export const UNUSED_MEDIA_GRACE_MS = 24 * HOUR_MS;
const BATCH = 1000;
const THUMBNAIL = /^([0-9a-f]{64})\.w\d+\.jpg$/;

/** The URL a stored file is referred to by: its own, or its picture's for a card-size copy. */
const referredAs = (name: string) => `${MEDIA_URL_PREFIX}${THUMBNAIL.exec(name)?.[1]?.concat('.jpg') ?? name}`;

/**
 * Deletes media files no longer referenced (deleted photos, replaced pictures, deleted cooks' pictures,
 * uploads whose request failed), a day after they were last written, once an hour across every instance.
 */
@Injectable()
export class MediaJanitorJob {
  constructor(
    private readonly em: EntityManager,
    private readonly store: MediaStore,
    private readonly references: MediaReferences,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async onTick(): Promise<void> {
    await this.sweep(new Date());
  }

  /** How many files it deleted; null when another instance has this hour's sweep. */
  async sweep(at: Date): Promise<number | null> {
    let removed = 0;
    const cutoff = at.getTime() - UNUSED_MEDIA_GRACE_MS;
    const ran = await runOncePerTick(this.em, 'media-janitor', HOUR_MS, at, async () => {
      let batch: string[] = [];
      for await (const file of this.store.list()) {
        if (file.modifiedAt.getTime() > cutoff) continue;
        batch.push(file.name);
        if (batch.length < BATCH) continue;
        removed += await this.removeUnused(batch, cutoff);
        batch = [];
      }
      removed += await this.removeUnused(batch, cutoff);
    });
    return ran ? removed : null;
  }

  private async removeUnused(names: string[], cutoff: number): Promise<number> {
    const inUse = await this.references.inUse([...new Set(names.map(referredAs))]);
    let removed = 0;
    for (const name of names.filter((candidate) => !inUse.has(referredAs(candidate)))) {
      // Saved again since it was listed (the same bytes uploaded anew): its new row may be on its way.
      const modifiedAt = await this.store.modifiedAt(name);
      if (!modifiedAt || modifiedAt.getTime() > cutoff) continue;
      await this.store.remove(name);
      removed += 1;
    }
    return removed;
  }
}
