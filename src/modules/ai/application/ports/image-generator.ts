/** Makes a picture for a recipe and answers its URL: an AI image model, or the offline placeholder. */
export abstract class ImageGenerator {
  abstract generate(recipeName: string, category: string): Promise<string>;
}

/** The AI image model's picture for a recipe (charged by the caller), stored as media; answers its URL. */
export abstract class AiImageGenerator extends ImageGenerator {}
