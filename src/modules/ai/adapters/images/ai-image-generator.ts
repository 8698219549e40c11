import { Injectable } from '@nestjs/common';
import { ImageTooLargeError, ImageUploads, InvalidImageError } from '../../../../platform/media/image-uploads.js';
import { AiProvider } from '../../application/ports/ai-provider.js';
import { AiImageGenerator } from '../../application/ports/image-generator.js';
import { AssistantFailedError } from '../../domain/assistant.errors.js';

/**
 * A picture from the provider's image model (OPENAI_IMAGE_MODEL), stored as any uploaded image: judged
 * by its bytes, decoded and re-encoded (so only a real picture is stored), at most 1200 px, JPEG 85.
 */
@Injectable()
export class ProviderImageGenerator extends AiImageGenerator {
  constructor(
    private readonly provider: AiProvider,
    private readonly uploads: ImageUploads,
  ) {
    super();
  }

  async generate(recipeName: string, category: string): Promise<string> {
    const bytes = await this.provider.generateImage(
      `An appetising, realistic food photograph of ${recipeName} (${category}), plated on a kitchen table in soft natural light. No text, no people.`,
    );
    try {
      return await this.uploads.storeBytes(bytes, { maxSide: 1200, quality: 85 });
    } catch (error) {
      if (error instanceof InvalidImageError || error instanceof ImageTooLargeError) throw new AssistantFailedError();
      throw error;
    }
  }
}
