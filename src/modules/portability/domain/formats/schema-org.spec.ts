import { fixturePhoto, recipePage, schemaOrgZip } from '../../../../../test/support/collection-files.js';
import { readCollection } from '../../adapters/archive/read-collection.js';

describe('schema.org', () => {
  let photo: Buffer;
  beforeAll(async () => {
    photo = await fixturePhoto();
  });

  const lasagne = (image: unknown) => ({
    '@type': 'Recipe',
    name: 'Lasagne &amp; Salad',
    description: '<p>Layers of ragù and béchamel.</p>',
    image,
    url: 'https://example.com/lasagne',
    prepTime: 'PT40M',
    cookTime: 'PT50M',
    recipeYield: 'Serves 6',
    recipeCategory: ['Main Course', 'Italian'],
    keywords: 'pasta, baked, family',
    recipeIngredient: ['500 g beef mince', '12 lasagne sheets', '1 l milk'],
    recipeInstructions: [
      {
        '@type': 'HowToSection',
        name: 'Ragù',
        itemListElement: [
          { '@type': 'HowToStep', text: 'Brown the mince.' },
          { '@type': 'HowToStep', text: 'Simmer with tomatoes for 1 hour.' },
        ],
      },
      { '@type': 'HowToSection', name: 'Assembly', itemListElement: [{ '@type': 'HowToStep', text: 'Layer and bake.' }] },
    ],
    nutrition: {
      '@type': 'NutritionInformation',
      calories: '720 calories',
      proteinContent: '38 g',
      saturatedFatContent: '14 g',
      cholesterolContent: '95 mg',
    },
  });

  it('reads a lone JSON-LD file: every Recipe of its @graph, sections flattened, a data URL photo', async () => {
    const document = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', name: 'My blog' },
        lasagne(`data:image/jpeg;base64,${photo.toString('base64')}`),
        { '@type': 'Recipe', name: 'Garlic Bread', recipeIngredient: ['1 baguette'], recipeInstructions: 'Slice.\nButter.\nBake.' },
      ],
    };
    const collection = await readCollection('recipes.json', Buffer.from(JSON.stringify(document)));

    expect(collection.format).toBe('schema-org');
    expect(collection.items.map((item) => item.label)).toEqual(['Lasagne & Salad', 'Garlic Bread']);
    expect(await collection.items[0].read()).toEqual({
      name: 'Lasagne & Salad',
      description: 'Layers of ragù and béchamel.',
      ingredients: ['500 g beef mince', '12 lasagne sheets', '1 l milk'],
      instructions: ['Brown the mince.', 'Simmer with tomatoes for 1 hour.', 'Layer and bake.'],
      cookTime: 50,
      prepTime: 40,
      totalTime: null,
      servings: 6,
      yield: null,
      categories: ['Main Course', 'Italian'],
      tags: ['pasta', 'baked', 'family'],
      tips: [],
      sourceUrl: 'https://example.com/lasagne',
      nutrition: { calories: '720 calories', protein: '38 g', saturatedFat: '14 g', cholesterol: '95 mg' },
      photo,
    });
    expect(await collection.items[1].read()).toMatchObject({ name: 'Garlic Bread', instructions: ['Slice.', 'Butter.', 'Bake.'], photo: null });
  });

  it('reads an array of Recipes in a .jsonld file', async () => {
    const recipes = [lasagne('https://example.com/lasagne.jpg'), { ...lasagne(null), name: 'Veggie Lasagne' }];
    const collection = await readCollection('export.jsonld', Buffer.from(JSON.stringify(recipes)));

    expect(collection.items.map((item) => item.label)).toEqual(['Lasagne & Salad', 'Veggie Lasagne']);
    // A photo on the web is not fetched.
    expect(await collection.items[0].read()).toMatchObject({ name: 'Lasagne & Salad', photo: null });
  });

  it('reads a zip of JSON documents, a photo by its path beside them', async () => {
    const collection = await readCollection(
      'recipes.zip',
      await schemaOrgZip({
        'recipes/lasagne.json': { '@context': 'https://schema.org', ...lasagne('images/lasagne.jpg') },
        'recipes/images/lasagne.jpg': photo,
        'recipes/garlic-bread.json': { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Garlic Bread', recipeIngredient: ['1 baguette'] },
      }),
    );

    expect(collection.format).toBe('schema-org');
    expect(collection.items.map((item) => item.label)).toEqual(['lasagne', 'garlic-bread']);
    expect(await collection.items[0].read()).toMatchObject({ name: 'Lasagne & Salad', servings: 6, photo });
    expect(await collection.items[1].read()).toMatchObject({ name: 'Garlic Bread', instructions: [] });
  });

  it('reads a zip of saved pages holding application/ld+json', async () => {
    const collection = await readCollection(
      'pages.zip',
      await schemaOrgZip({
        'Lasagne.html': lasagne('Lasagne_files/photo%201.jpg'),
        'Lasagne_files/photo 1.jpg': photo,
        'Bread.htm': {
          '@context': 'https://schema.org',
          '@type': 'Recipe',
          name: 'Soda Bread',
          recipeIngredient: ['500 g flour'],
          recipeInstructions: ['Bake.'],
        },
      }),
    );

    expect(collection.format).toBe('schema-org');
    expect(await collection.items[0].read()).toMatchObject({
      name: 'Lasagne & Salad',
      instructions: ['Brown the mince.', 'Simmer with tomatoes for 1 hour.', 'Layer and bake.'],
      nutrition: { calories: '720 calories', protein: '38 g', saturatedFat: '14 g', cholesterol: '95 mg' },
      photo,
    });
    expect(await collection.items[1].read()).toMatchObject({ name: 'Soda Bread', photo: null });
  });

  it('reads a lone saved page', async () => {
    const collection = await readCollection('lasagne.html', Buffer.from(recipePage({ '@context': 'https://schema.org', ...lasagne(null) })));

    expect(collection).toMatchObject({ format: 'schema-org', items: [{ label: 'lasagne' }] });
    expect(await collection.items[0].read()).toMatchObject({ name: 'Lasagne & Salad', prepTime: 40, cookTime: 50 });
  });
});
