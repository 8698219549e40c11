/** A picture made for a recipe name and category, kept so the same recipe reuses it. */
export class RecipeImage {
  id!: number;
  recipeName: string;
  recipeCategory: string;
  imageUrl: string;
  htmlDescription: string | null = null;
  colorPalette: Record<string, string> | null;
  createdAt: Date;
  updatedAt: Date;

  constructor(recipeName: string, recipeCategory: string, imageUrl: string, colorPalette: Record<string, string> | null, now = new Date()) {
    this.recipeName = recipeName;
    this.recipeCategory = recipeCategory;
    this.imageUrl = imageUrl;
    this.colorPalette = colorPalette;
    this.createdAt = now;
    this.updatedAt = now;
  }

  replaceImage(imageUrl: string, now = new Date()): void {
    this.imageUrl = imageUrl;
    this.updatedAt = now;
  }
}
