import { join } from 'node:path';
import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DiskMediaStore } from './disk-media-store.js';
import { ImageUploads } from './image-uploads.js';
import { MediaStore } from './media-store.js';

export const mediaDirectory = (config: AppConfig) => join(config.dataDir, 'media');

@Global()
@Module({
  providers: [
    { provide: MediaStore, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new DiskMediaStore(mediaDirectory(config)) },
    ImageUploads,
  ],
  exports: [MediaStore, ImageUploads],
})
export class MediaModule {}
