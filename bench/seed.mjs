// Seeds a bench database by SQL: filler cooks and their recipes, inserted interleaved (each cook's
// recipes spread over the table as they would be after years of use), about 1 KB a recipe.

const CATEGORIES = ['Breakfast', 'Lunch', 'Dinner', 'Appetizer', 'Main Dish', 'Side Dish', 'Dessert', 'Snack', 'Drink'];
const ADJECTIVES = ['Lemon', 'Garlic', 'Smoky', 'Herbed', 'Spicy', 'Creamy', 'Roasted', 'Crispy', 'Honey', 'Rustic', 'Golden'];
const DISHES = [
  'Chicken',
  'Pasta',
  'Salmon',
  'Lentil Soup',
  'Risotto',
  'Tacos',
  'Salad',
  'Curry',
  'Pancakes',
  'Brownies',
  'Stew',
  'Flatbread',
  'Dumplings',
];

const literal = (values) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(',')}]`;

/** Adds `count` cooks named `${prefix}${n}` (no password: nobody signs in as them). */
export async function seedCooks(client, prefix, count) {
  await client.query(
    `insert into users (email, username, name, password_hash)
     select $1 || i || '@bench.example', $1 || i, 'Bench Cook ' || i, null from generate_series(1, $2) i`,
    [prefix, count],
  );
}

/**
 * Gives every user in `userIds` (an SQL expression yielding ids) `perCook` recipes: favourites every
 * tenth, public every `publicEvery`-th (every fourth by default, none for 0) with published_at and a
 * rating aggregate, nine categories, names from a small vocabulary with a number.
 */
export async function seedRecipes(client, usersSql, perCook, { publicEvery = 4 } = {}) {
  const isPublic = publicEvery > 0 ? `g % ${Number(publicEvery)} = 0` : 'false';
  await client.query(
    `
    with cooks as (select id, (row_number() over (order by id) - 1)::int as n, count(*) over ()::int as cooks from (${usersSql}) u)
    insert into recipes (user_id, name, description, image_url, cook_time, servings, difficulty, category,
      ingredients, instructions, tags, tips, is_favorite, is_public, source, created_at, updated_at,
      published_at, rating_count, rating_sum)
    select c.id,
      (${literal(ADJECTIVES)})[1 + g % ${ADJECTIVES.length}] || ' ' || (${literal(DISHES)})[1 + (g / ${ADJECTIVES.length}) % ${DISHES.length}] || ' ' || g,
      'A weeknight favourite from our kitchen: simple ingredients, a little patience, and a result the whole table will ask for again. Batch ' || g,
      null,
      10 + g % 80, 2 + g % 6, (array['Easy','Medium','Hard'])[1 + g % 3], (${literal(CATEGORIES)})[1 + g % ${CATEGORIES.length}],
      array['2 cups all-purpose flour', '1 tablespoon olive oil', '3 cloves garlic, minced', '1 onion, diced',
        '400 g chopped tomatoes', '1 teaspoon salt', '1/2 teaspoon black pepper', g || ' g of love'],
      array['Heat the oil in a large pan over medium heat and soften the onion for five minutes.',
        'Add the garlic and cook for one minute more, stirring so that it does not catch.',
        'Pour in the tomatoes, season, and simmer gently for twenty minutes until thick.',
        'Taste, adjust the seasoning, and keep warm while you prepare the rest.',
        'Serve in warm bowls with the herbs scattered over the top. Step ' || g || '.'],
      array['weeknight', 'family', 'make-ahead', 'comfort'], array['Keeps for three days in the fridge.'],
      g % 10 = 0, ${isPublic}, 'AI-generated',
      now() - ((c.cooks * $1 - g) * interval '1 minute'), now() - ((c.cooks * $1 - g) * interval '1 minute'),
      case when ${isPublic} then now() - ((c.cooks * $1 - g) * interval '1 minute') end, g % 7, (g % 7) * (1 + g % 5)
    from cooks c cross join generate_series(0, $1 - 1) k
    cross join lateral (select k * c.cooks + c.n as g) gg
    order by g`,
    [perCook],
  );
}
