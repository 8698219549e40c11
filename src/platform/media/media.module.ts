import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DiskMediaStore } from './disk-media-store.js';
import { ImageUploads } from './image-uploads.js';
import { MediaJanitorJob } from './media-janitor.job.js';
import { MediaReferences } from './media-references.js';
import { MediaStore } from './media-store.js';

/** The S3 store when MEDIA_S3_BUCKET is set (the AWS SDK loads only then), else the directory MEDIA_DIR. */
export async function openMediaStore(config: Pick<AppConfig, 'mediaDir' | 'mediaS3'>): Promise<MediaStore> {
  if (!config.mediaS3) return new DiskMediaStore(config.mediaDir);
  const { S3MediaStore } = await import('./s3-media-store.js');
  return S3MediaStore.connect(config.mediaS3);
}

@Global()
@Module({
  providers: [{ provide: MediaStore, inject: [APP_CONFIG], useFactory: openMediaStore }, ImageUploads, MediaReferences, MediaJanitorJob],
  exports: [MediaStore, ImageUploads, MediaReferences],
})
export class MediaModule {}
