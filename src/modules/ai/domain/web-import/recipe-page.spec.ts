import { pageRecipeNodes, readRecipePage, recipeFromSchemaOrg, recipeNodes, yieldOf } from './recipe-page.js';

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
      prepTime: null,
      totalTime: 10,
      servings: null,
      yield: null,
      categories: [],
      tags: [],
      imageUrl: 'https://example.com/eggs/egg.jpg',
      via: 'json-ld',
    });
  });

  it('reads a page without <body> and its doctype without failing', () => {
    expect(readRecipePage('<!doctype html><title>Hi</title><p>Nothing to cook here.</p>', 'https://example.com/')).toBeNull();
  });

  it('reads prepTime, cookTime and totalTime as ISO 8601 durations, each as given', () => {
    const read = (times: object) => {
      const { prepTime, cookTime, totalTime } = recipeFromSchemaOrg({ ...recipe('Bread'), ...times }, 'https://example.com/');
      return { prepTime, cookTime, totalTime };
    };
    expect(read({ prepTime: 'PT15M', cookTime: 'PT45M', totalTime: 'PT1H30M' })).toEqual({ prepTime: 15, cookTime: 45, totalTime: 90 });
    expect(read({ prepTime: 'PT20M', totalTime: 'P0DT1H' })).toEqual({ prepTime: 20, cookTime: 40, totalTime: 60 });
    expect(read({ cookTime: 'PT0.5H' })).toEqual({ prepTime: null, cookTime: 30, totalTime: null });
    expect(read({ prepTime: 'PT0M', cookTime: 'PT25M', totalTime: 'soon' })).toEqual({ prepTime: null, cookTime: 25, totalTime: null });
  });

  it('keeps the yield as text when it says more than a number of servings, and the servings from it', () => {
    const node = (recipeYield: string | number | string[]) => recipeFromSchemaOrg({ ...recipe('Cookies'), recipeYield }, 'https://example.com/');
    expect(node('Makes 12 cookies')).toMatchObject({ servings: 12, yield: 'Makes 12 cookies' });
    expect(node(['12', '12 cookies'])).toMatchObject({ servings: 12, yield: '12 cookies' });
    expect(node('2 loaves')).toMatchObject({ servings: 2, yield: '2 loaves' });
    expect(node(['4', '4 servings'])).toMatchObject({ servings: 4, yield: null });
    expect(node(6)).toMatchObject({ servings: 6, yield: null });
    expect(yieldOf({ '@type': 'QuantitativeValue', value: '1 loaf' })).toBe('1 loaf');
  });
});
