// TEMPORARY STUB (replaced by the formats branch)
export interface SavorExportRecipe {
  name: string;
  slug: string;
}
export function savorRecipeDocument(recipe: SavorExportRecipe, imagePath: string | null): object {
  return { ...recipe, image: imagePath };
}
