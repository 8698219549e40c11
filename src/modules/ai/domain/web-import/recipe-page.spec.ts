import { pageRecipeNodes, readRecipePage, recipeFromSchemaOrg, recipeNodes } from './recipe-page.js';

const recipe = (name: string) => ({ '@type': 'Recipe', name, recipeIngredient: ['1 egg'], recipeInstructions: ['Boil it.'] });

describe('recipe-page', () => {
  it('finds every Recipe of a JSON-LD document, in order: alone, in arrays, @graph and mainEntity', () => {
    const document = [{ '@graph': [{ '@type': 'WebPage' }, recipe('One'), { '@type': 'WebPage', mainEntity: recipe('Two') }] }, recipe('Three')];

    expect(recipeNodes(document).map((node) => node.name)).toEqual(['One', 'Two', 'Three']);
    expect(recipeNodes(recipe('Alone'))).toEqual([recipe('Alone')]);
    expect(recipeNodes('not JSON-LD')).toEqual([]);
  });

  it("finds the Recipes of a page's ld+json scripts", () => {
    const script = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

    expect(
      pageRecipeNodes(`<html><head>${script(recipe('One'))}${script({ '@graph': [recipe('Two')] })}</head></html>`).map((node) => node.name),
    ).toEqual(['One', 'Two']);
  });

  it('reads a Recipe node as the form’s fields', () => {
    expect(recipeFromSchemaOrg({ ...recipe('Egg &amp; Soldiers'), totalTime: 'PT10M', image: 'egg.jpg' }, 'https://example.com/eggs/')).toEqual({
      name: 'Egg & Soldiers',
      description: null,
      ingredients: ['1 egg'],
      instructions: ['Boil it.'],
      cookTime: 10,
      servings: null,
      categories: [],
      tags: [],
      imageUrl: 'https://example.com/eggs/egg.jpg',
      via: 'json-ld',
    });
  });

  it('reads a page without <body> and its doctype without failing', () => {
    expect(readRecipePage('<!doctype html><title>Hi</title><p>Nothing to cook here.</p>', 'https://example.com/')).toBeNull();
  });
});
