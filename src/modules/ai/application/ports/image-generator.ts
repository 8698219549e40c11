/** Makes a picture for a recipe and answers its URL: an AI image model, or the offline placeholder. */
export abstract class ImageGenerator {
  abstract generate(recipeName: string, category: string): Promise<string>;
}
