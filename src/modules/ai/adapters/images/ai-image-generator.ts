import { Injectable } from '@nestjs/common';
import { MediaStore } from '../../../../platform/media/media-store.js';
import { loadSharp } from '../../../../platform/media/sharp.js';
import { AiProvider } from '../../application/ports/ai-provider.js';
import { AiImageGenerator } from '../../application/ports/image-generator.js';
import { AssistantFailedError } from '../../domain/assistant.errors.js';

/**
 * A picture from the provider's image model (OPENAI_IMAGE_MODEL): decoded and re-encoded by sharp (so
 * only a real picture is stored), at most 1200 px on its longest side, JPEG 85, as any uploaded image.
 */
@Injectable()
export class ProviderImageGenerator extends AiImageGenerator {
  constructor(
    private readonly provider: AiProvider,
    private readonly media: MediaStore,
  ) {
    super();
  }

  async generate(recipeName: string, category: string): Promise<string> {
    const bytes = await this.provider.generateImage(
      `An appetising, realistic food photograph of ${recipeName} (${category}), plated on a kitchen table in soft natural light. No text, no people.`,
    );
    const sharp = await loadSharp();
    let jpeg: Buffer;
    try {
      jpeg = await sharp(bytes)
        .rotate()
        .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      throw new AssistantFailedError();
    }
    return this.media.save(jpeg, 'jpg');
  }
}
