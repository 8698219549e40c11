import { Injectable } from '@nestjs/common';
import { MediaStore } from '../../../../platform/media/media-store.js';
import { imageJobs } from '../../../../platform/media/sharp.js';
import { ImageGenerator } from '../../application/ports/image-generator.js';
import { placeholderBannerSvg } from '../../domain/placeholder-banner.js';

/**
 * The offline engine: renders the placeholder banner to JPEG and stores it (same name, same file). The
 * banner is our own SVG, the one SVG sharp ever reads.
 */
@Injectable()
export class PlaceholderImageGenerator extends ImageGenerator {
  constructor(private readonly media: MediaStore) {
    super();
  }

  async generate(recipeName: string, category: string): Promise<string> {
    const jpeg = await imageJobs.run((sharp) =>
      sharp(Buffer.from(placeholderBannerSvg(recipeName, category)))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
    return this.media.save(jpeg, 'jpg');
  }
}
