// The recipes of the held-out card corpus: what each card prints, as a cookbook would print it, and the
// fields a reader should find in it. None of them is one of the extraction tests' cards
// (test/support/recipe-cards.ts), which the reader was tuned on.

/** How the card is laid out (bench/cards/layouts.ts). */
export type Family = 'one column' | 'two columns' | 'no headings' | 'ingredient groups' | 'meta box' | 'typewriter';

export interface CardRecipe {
  name: string;
  family: Family;
  /** A headnote under the name. */
  intro?: string;
  /**
   * What the card prints about servings, yield and time: lines as printed, or (the 'meta box' family)
   * labels over values, as magazines print them.
   */
  meta: string[] | [label: string, value: string][];
  /** Where the meta lines stand: under the name (the default) or after the method (an index card's last line). */
  metaAtEnd?: boolean;
  /** Ingredient groups; a group's title ('For the sauce') is printed above its lines and is not an ingredient. */
  groups: { title?: string; items: string[] }[];
  steps: string[];
  /** A cook's note printed after the method: neither an ingredient nor a step. */
  note?: string;
  truth: {
    /** The number of servings or pieces printed ('Serves 4', 'Makes 12 muffins'); null when the card prints none (only '2 loaves'). */
    servings: number | null;
    /** Minutes from start to table: the total printed, else preparation plus cooking, else the one time printed; null when none. */
    time: number | null;
    /** The yield as printed, without a 'Yield:' label, when it says more than servings ('Makes 12 muffins', '2 loaves'); else null. */
    yield: string | null;
  };
}

export const RECIPES: CardRecipe[] = [
  // ── one column: name, meta, 'Ingredients', the list, 'Method', the steps ──
  {
    name: 'Wild Mushroom Risotto',
    family: 'one column',
    intro: 'Stir, add a ladle of stock, stir again: the rice does the rest.',
    meta: ['Serves 4 · 35 minutes'],
    groups: [
      {
        items: [
          '1.2 litres hot chicken stock',
          '2 tbsp olive oil',
          '1 onion, finely chopped',
          '2 garlic cloves, crushed',
          '250 g chestnut mushrooms, sliced',
          '300 g arborio rice',
          '150 ml dry white wine',
          '50 g parmesan, finely grated',
          '25 g butter',
        ],
      },
    ],
    steps: [
      'Heat the oil in a large pan and soften the onion for 5 minutes. Add the garlic and mushrooms and fry until golden.',
      'Stir in the rice and toast it for a minute, then pour in the wine and let it bubble away.',
      'Add the stock a ladle at a time, stirring until each is absorbed before adding the next, for about 20 minutes.',
      'Take the pan off the heat, beat in the butter and parmesan, cover and leave for 2 minutes before serving.',
    ],
    truth: { servings: 4, time: 35, yield: null },
  },
  {
    name: 'Banana Walnut Bread',
    family: 'one column',
    meta: ['Yield: 2 loaves', 'Prep 10 mins / Cook 1 hr 5 mins'],
    groups: [
      {
        items: [
          '6 very ripe bananas',
          '225 g butter, melted',
          '300 g light brown sugar',
          '4 eggs, beaten',
          '2 tsp vanilla extract',
          '500 g plain flour',
          '2 tsp bicarbonate of soda',
          '½ tsp salt',
          '150 g walnuts, chopped',
        ],
      },
    ],
    steps: [
      'Heat the oven to 170°C and line two 900 g loaf tins with baking paper.',
      'Mash the bananas in a large bowl, then stir in the butter, sugar, eggs and vanilla.',
      'Fold in the flour, bicarbonate of soda, salt and walnuts until no streaks of flour remain.',
      'Divide between the tins and bake for 1 hour 5 minutes, until a skewer comes out clean. Cool in the tins for 10 minutes.',
    ],
    truth: { servings: null, time: 75, yield: '2 loaves' },
  },
  {
    name: 'Chicken Tikka Masala',
    family: 'one column',
    meta: ['Serves 2', 'Prep 10 | Cook 25'],
    groups: [
      {
        items: [
          '2 chicken breasts, cut into chunks',
          '3 tbsp tikka curry paste',
          '1 tbsp vegetable oil',
          '1 onion, sliced',
          '1 tsp grated ginger',
          '200 g passata',
          '100 ml double cream',
          '1 tsp garam masala',
          'A small bunch of coriander, chopped',
        ],
      },
    ],
    steps: [
      'Toss the chicken with 1 tbsp of the curry paste and leave it while you cook the onion.',
      'Fry the onion in the oil for 8 minutes until soft, then add the ginger and the rest of the paste and cook for 1 minute.',
      'Add the chicken and fry until sealed, then pour in the passata and simmer for 12 minutes.',
      'Stir in the cream and garam masala, warm through and scatter with coriander.',
    ],
    truth: { servings: 2, time: 35, yield: null },
  },
  {
    name: 'Lemon Drizzle Cake',
    family: 'one column',
    intro: 'A tray bake with a crackly sugar top.',
    meta: ['Serves 10   ·   Prep 20 mins   ·   Bake 45 mins'],
    groups: [
      {
        items: [
          '225 g unsalted butter, softened',
          '225 g caster sugar',
          '4 eggs',
          '275 g self-raising flour',
          '2 tsp baking powder',
          'Finely grated zest of 2 lemons',
          '4 tbsp milk',
          'Juice of 2 lemons',
          '175 g granulated sugar',
        ],
      },
    ],
    steps: [
      'Heat the oven to 180°C (160°C fan) and line a 30 x 23 cm tin with baking paper.',
      'Beat the butter, caster sugar, eggs, flour, baking powder, lemon zest and milk together until smooth.',
      'Spread the mixture in the tin and bake for 40 to 45 minutes, until golden and springy.',
      'Mix the lemon juice with the granulated sugar and spoon it over the warm cake. Leave to cool in the tin.',
    ],
    truth: { servings: 10, time: 65, yield: null },
  },
  {
    name: 'Prawn Pad Thai',
    family: 'one column',
    meta: ['Serves 2  |  Ready in 30 minutes'],
    groups: [
      {
        items: [
          '150 g flat rice noodles',
          '2 tbsp tamarind paste',
          '2 tbsp fish sauce',
          '1 tbsp soft brown sugar',
          '2 tbsp groundnut oil',
          '200 g raw king prawns',
          '2 eggs, beaten',
          '100 g beansprouts',
          '4 spring onions, sliced',
          '2 tbsp roasted peanuts, chopped',
          '1 lime, cut into wedges',
        ],
      },
    ],
    steps: [
      'Soak the noodles in boiling water for 10 minutes, then drain. Mix the tamarind, fish sauce and sugar in a cup.',
      'Heat the oil in a wok, add the prawns and stir-fry until pink. Push them aside and scramble the eggs.',
      'Add the noodles and the sauce and toss for 2 minutes, then add the beansprouts and spring onions.',
      'Serve topped with the peanuts, with lime wedges to squeeze over.',
    ],
    truth: { servings: 2, time: 30, yield: null },
  },
  {
    name: 'French Onion Soup',
    family: 'one column',
    meta: ['Serves 6 · Prep: 15 min · Cook: 1 hr 15 min · Total: 1 hr 30 min'],
    groups: [
      {
        items: [
          '50 g butter',
          '1 kg onions, thinly sliced',
          '1 tsp sugar',
          '2 tbsp plain flour',
          '250 ml dry white wine',
          '1.5 litres beef stock',
          '6 slices of baguette',
          '140 g gruyère, grated',
        ],
      },
    ],
    steps: [
      'Melt the butter in a large pan, add the onions and sugar and cook gently for 45 minutes, stirring often, until deep golden.',
      'Stir in the flour for a minute, then add the wine and stock. Simmer for 20 minutes and season.',
      'Toast the baguette, ladle the soup into ovenproof bowls, float a slice on each and cover with the cheese.',
      'Grill until the cheese bubbles and serve at once.',
    ],
    truth: { servings: 6, time: 90, yield: null },
  },
  {
    name: 'Blueberry Muffins',
    family: 'one column',
    meta: ['Makes 12 muffins', 'Prep 15 mins · Bake 25 mins'],
    groups: [
      {
        items: [
          '2 cups all-purpose flour',
          '¾ cup sugar',
          '2 tsp baking powder',
          '¼ tsp salt',
          '⅓ cup vegetable oil',
          '1 large egg',
          '1 cup milk',
          '1 ½ cups fresh blueberries',
        ],
      },
    ],
    steps: [
      'Heat the oven to 200°C and line a 12-hole muffin tin with paper cases.',
      'Whisk the flour, sugar, baking powder and salt in a bowl. Beat the oil, egg and milk in a jug.',
      'Pour the wet ingredients into the dry ones, stir just until combined and fold in the blueberries.',
      'Fill the cases and bake for 25 minutes, until risen and golden.',
    ],
    truth: { servings: 12, time: 40, yield: 'Makes 12 muffins' },
  },

  // ── two columns: the ingredients in a narrow column beside the method, as magazines print them ──
  {
    name: 'Moroccan Lamb Tagine',
    family: 'two columns',
    intro: 'Slow-cooked lamb with apricots and warm spices. Even better the next day.',
    meta: ['Serves 6 · Total: 2½ hours'],
    groups: [
      {
        items: [
          '1 kg lamb shoulder, diced',
          '2 tbsp olive oil',
          '2 onions, chopped',
          '3 garlic cloves, crushed',
          '2 tsp ground cumin',
          '2 tsp ground cinnamon',
          '1 tsp ground ginger',
          '400 g can chopped tomatoes',
          '500 ml lamb stock',
          '150 g dried apricots',
          '2 tbsp honey',
          '1 tbsp toasted almonds',
        ],
      },
    ],
    steps: [
      'Brown the lamb in the oil in batches and set it aside.',
      'Cook the onions in the same pan for 10 minutes, then add the garlic and spices and cook for a minute more.',
      'Return the lamb with the tomatoes and stock, cover and simmer for 1 ½ hours.',
      'Add the apricots and honey and cook uncovered for 30 minutes more, until the sauce is thick.',
      'Scatter with the almonds and serve with couscous.',
    ],
    truth: { servings: 6, time: 150, yield: null },
  },
  {
    name: 'Spaghetti Carbonara',
    family: 'two columns',
    meta: ['Serves 4 · 25 minutes'],
    groups: [
      {
        items: [
          '400 g spaghetti',
          '150 g pancetta, diced',
          '3 large eggs',
          '50 g pecorino, grated',
          '50 g parmesan, grated',
          '2 garlic cloves, peeled',
          'Freshly ground black pepper',
        ],
      },
    ],
    steps: [
      'Cook the spaghetti in well-salted boiling water until al dente.',
      'Meanwhile fry the pancetta with the garlic until crisp, then discard the garlic.',
      'Beat the eggs with the cheeses and plenty of pepper.',
      'Drain the pasta, keeping a cup of the water, and toss it with the pancetta off the heat. Stir in the egg mixture, loosening with a little pasta water until silky.',
    ],
    truth: { servings: 4, time: 25, yield: null },
  },
  {
    name: 'Thai Green Curry',
    family: 'two columns',
    meta: ['Prep 15 mins / Cook 20 mins', 'Serves 4'],
    groups: [
      {
        items: [
          '1 tbsp vegetable oil',
          '3 tbsp green curry paste',
          '400 ml can coconut milk',
          '500 g chicken thighs, sliced',
          '1 aubergine, cubed',
          '100 g green beans, trimmed',
          '1 tbsp fish sauce',
          '1 tsp palm sugar',
          'A handful of Thai basil leaves',
        ],
      },
    ],
    steps: [
      'Fry the curry paste in the oil for 2 minutes until fragrant.',
      'Pour in half the coconut milk and bubble until the oil separates, then add the chicken and aubergine.',
      'Add the rest of the coconut milk and simmer for 12 minutes. Add the beans for the last 4 minutes.',
      'Season with the fish sauce and sugar and stir in the basil.',
    ],
    truth: { servings: 4, time: 35, yield: null },
  },
  {
    name: 'Summer Ratatouille',
    family: 'two columns',
    meta: ['Serves 6 | Ready in 1 hr'],
    groups: [
      {
        items: [
          '5 tbsp olive oil',
          '2 onions, sliced',
          '2 red peppers, chopped',
          '2 aubergines, cubed',
          '3 courgettes, sliced',
          '4 garlic cloves, sliced',
          '6 ripe tomatoes, chopped',
          '1 tsp dried thyme',
          'Salt and pepper',
        ],
      },
    ],
    steps: [
      'Heat half the oil in a casserole and fry the onions and peppers for 10 minutes.',
      'Fry the aubergines and courgettes in the rest of the oil in a second pan until lightly browned, then add them to the casserole.',
      'Stir in the garlic, tomatoes and thyme, cover and simmer gently for 40 minutes.',
      'Season well and serve warm or at room temperature.',
    ],
    truth: { servings: 6, time: 60, yield: null },
  },
  {
    name: 'Crispy Fish Tacos',
    family: 'two columns',
    meta: ['Makes 8 tacos', 'Ready in 30 min'],
    groups: [
      {
        items: [
          '500 g firm white fish fillets',
          '½ cup plain flour',
          '1 tsp smoked paprika',
          '3 tbsp vegetable oil',
          '8 small corn tortillas',
          '2 cups shredded red cabbage',
          '½ cup soured cream',
          '1 lime, juiced',
          '1 avocado, sliced',
        ],
      },
    ],
    steps: [
      'Cut the fish into strips and toss them in the flour mixed with the paprika and a pinch of salt.',
      'Fry the fish in the oil for 2 minutes a side, until crisp.',
      'Stir the lime juice into the soured cream.',
      'Warm the tortillas and fill them with cabbage, fish and avocado. Spoon over the lime cream.',
    ],
    truth: { servings: 8, time: 30, yield: 'Makes 8 tacos' },
  },
  {
    name: 'Beef Stroganoff',
    family: 'two columns',
    meta: ['SERVES 4   PREP 10 MIN   COOK 25 MIN'],
    groups: [
      {
        items: [
          '500 g sirloin steak, cut into strips',
          '2 tbsp sunflower oil',
          '1 onion, thinly sliced',
          '250 g button mushrooms, sliced',
          '1 tbsp paprika',
          '200 ml beef stock',
          '150 ml soured cream',
          '1 tsp Dijon mustard',
          '2 tbsp chopped parsley',
        ],
      },
    ],
    steps: [
      'Sear the beef in half the oil over a high heat for 1 minute, then lift it out.',
      'Add the rest of the oil and cook the onion and mushrooms for 10 minutes.',
      'Stir in the paprika, then the stock, and simmer for 5 minutes.',
      'Stir in the soured cream and mustard, return the beef and heat through. Scatter with parsley.',
    ],
    truth: { servings: 4, time: 35, yield: null },
  },
  {
    name: 'Bramley Apple Crumble',
    family: 'two columns',
    meta: ['Serves 6 · Prep: 20 min · Bake: 40 min'],
    groups: [
      {
        items: [
          '1 kg Bramley apples',
          '50 g caster sugar',
          '1 tsp ground cinnamon',
          '200 g plain flour',
          '100 g cold butter, diced',
          '100 g demerara sugar',
          '50 g rolled oats',
        ],
      },
    ],
    steps: [
      'Heat the oven to 190°C. Peel, core and slice the apples and toss them with the caster sugar and cinnamon in a baking dish.',
      'Rub the butter into the flour until it looks like breadcrumbs, then stir in the demerara sugar and oats.',
      'Scatter the crumble over the apples and bake for 40 minutes, until golden and bubbling.',
    ],
    truth: { servings: 6, time: 60, yield: null },
  },

  // ── no headings: an index card with the name, the facts, the list and the method in paragraphs ──
  {
    name: 'Chunky Guacamole',
    family: 'no headings',
    meta: ['Serves 4 · 10 minutes'],
    groups: [
      {
        items: [
          '3 ripe avocados',
          '1 small red onion, finely chopped',
          '1 green chilli, deseeded and chopped',
          '2 tomatoes, diced',
          '1 lime, juiced',
          '2 tbsp chopped coriander',
          '½ tsp sea salt',
        ],
      },
    ],
    steps: [
      'Halve and stone the avocados and scoop the flesh into a bowl.',
      'Mash roughly with a fork, leaving some chunks.',
      'Stir in everything else, taste for salt and serve straight away.',
    ],
    truth: { servings: 4, time: 10, yield: null },
  },
  {
    name: 'Oatmeal Raisin Cookies',
    family: 'no headings',
    meta: ['Makes about 30 cookies', 'Prep 15 min, bake 12 min'],
    groups: [
      {
        items: [
          '1 cup butter, softened',
          '1 cup packed brown sugar',
          '½ cup granulated sugar',
          '2 eggs',
          '1 tsp vanilla extract',
          '1 ½ cups all-purpose flour',
          '1 tsp baking soda',
          '1 tsp ground cinnamon',
          '3 cups rolled oats',
          '1 cup raisins',
        ],
      },
    ],
    steps: [
      'Heat the oven to 350°F. Cream the butter and sugars until fluffy, then beat in the eggs and vanilla.',
      'Whisk the flour, baking soda and cinnamon together and stir them in, then the oats and raisins.',
      'Drop rounded tablespoons onto ungreased baking sheets and bake for 10 to 12 minutes, until golden. Cool on a rack.',
    ],
    truth: { servings: 30, time: 27, yield: 'Makes about 30 cookies' },
  },
  {
    name: 'Skillet Cornbread',
    family: 'no headings',
    meta: ['Makes 9 squares · 40 minutes'],
    groups: [
      {
        items: [
          '1 cup yellow cornmeal',
          '1 cup all-purpose flour',
          '¼ cup sugar',
          '1 tbsp baking powder',
          '½ tsp salt',
          '1 cup buttermilk',
          '1 egg',
          '¼ cup melted butter',
        ],
      },
    ],
    steps: [
      'Put a greased cast-iron skillet in the oven and heat it to 220°C.',
      'Mix the dry ingredients in one bowl and the buttermilk, egg and butter in another, then stir them together briefly.',
      'Pour the batter into the hot skillet and bake for 20 to 25 minutes, until golden. Cut into squares.',
    ],
    truth: { servings: 9, time: 40, yield: 'Makes 9 squares' },
  },
  {
    name: 'Tomato Bruschetta',
    family: 'no headings',
    meta: ['Serves 6'],
    groups: [
      {
        items: [
          '6 ripe plum tomatoes, diced',
          '1 garlic clove, halved',
          '3 tbsp extra virgin olive oil',
          '1 tsp red wine vinegar',
          '10 basil leaves, torn',
          '1 ciabatta loaf, sliced',
        ],
      },
    ],
    steps: [
      'Mix the tomatoes with the oil, vinegar and basil, season and leave for 15 minutes.',
      'Toast the bread on a hot griddle and rub each slice with the cut garlic.',
      'Pile the tomatoes on the toast and serve.',
    ],
    truth: { servings: 6, time: null, yield: null },
  },
  {
    name: 'Smooth Hummus',
    family: 'no headings',
    meta: ['Makes about 2 cups  ·  Ready in 15 minutes'],
    groups: [
      {
        items: [
          '2 cans (400 g each) chickpeas',
          '⅓ cup tahini',
          '1 lemon, juiced',
          '1 garlic clove',
          '3 tbsp olive oil',
          '½ tsp ground cumin',
          '4 tbsp iced water',
        ],
      },
    ],
    steps: [
      'Drain the chickpeas, keeping a little of their liquid, and tip them into a food processor.',
      'Add the tahini, lemon juice, garlic, oil and cumin and blend for 2 minutes.',
      'With the motor running, add the iced water a spoonful at a time until very smooth. Season with salt.',
    ],
    truth: { servings: null, time: 15, yield: 'Makes about 2 cups' },
  },
  {
    name: 'Bircher Overnight Oats',
    family: 'no headings',
    meta: ['Serves 1 · Prep 5 mins'],
    metaAtEnd: true,
    groups: [
      {
        items: ['½ cup rolled oats', '½ cup milk', '¼ cup natural yoghurt', '1 small apple, grated', '1 tsp honey', '1 tbsp chopped hazelnuts'],
      },
    ],
    steps: [
      'Stir the oats, milk, yoghurt and apple together in a jar.',
      'Cover and chill overnight.',
      'In the morning, drizzle with the honey and scatter with the hazelnuts.',
    ],
    truth: { servings: 1, time: 5, yield: null },
  },
  {
    name: 'Basil Pesto Pasta',
    family: 'no headings',
    intro: 'Supper in the time it takes the pasta to boil.',
    meta: ['Serves 2 · 20 minutes'],
    groups: [
      {
        items: [
          '200 g trofie or fusilli',
          '50 g basil leaves',
          '30 g pine nuts, toasted',
          '1 garlic clove',
          '40 g parmesan, grated',
          '100 ml extra virgin olive oil',
        ],
      },
    ],
    steps: [
      'Cook the pasta in salted boiling water.',
      'Blitz the basil, pine nuts, garlic and parmesan with the oil to a rough paste and season.',
      'Drain the pasta, keeping a little water, and toss it with the pesto, adding a splash of the water to loosen.',
    ],
    truth: { servings: 2, time: 20, yield: null },
  },

  // ── ingredient groups: 'For the sauce', 'For the filling' ──
  {
    name: 'Chicken Enchiladas',
    family: 'ingredient groups',
    meta: ['Serves 4 · Prep 25 mins · Cook 35 mins'],
    groups: [
      {
        title: 'For the sauce',
        items: ['1 tbsp olive oil', '1 onion, chopped', '2 tsp ground cumin', '1 tsp chilli powder', '400 g can chopped tomatoes'],
      },
      {
        title: 'For the filling',
        items: ['3 cooked chicken breasts, shredded', '200 g can black beans, drained', '8 flour tortillas', '150 g cheddar, grated'],
      },
    ],
    steps: [
      'Heat the oven to 200°C. Fry the onion in the oil for 5 minutes, add the spices and tomatoes and simmer for 10 minutes, then blend until smooth.',
      'Mix the chicken and beans with a third of the sauce.',
      'Fill and roll the tortillas and lay them in a baking dish, seam side down.',
      'Pour over the rest of the sauce, scatter with the cheese and bake for 20 minutes.',
    ],
    truth: { servings: 4, time: 60, yield: null },
  },
  {
    name: 'Carrot Cake with Cream Cheese Frosting',
    family: 'ingredient groups',
    meta: ['Serves 12   Prep: 30 mins   Bake: 45 mins'],
    groups: [
      {
        title: 'For the cake',
        items: [
          '300 g self-raising flour',
          '2 tsp mixed spice',
          '250 g light muscovado sugar',
          '250 ml sunflower oil',
          '4 eggs',
          '300 g carrots, grated',
          '100 g sultanas',
        ],
      },
      {
        title: 'For the frosting',
        items: ['200 g full-fat cream cheese', '75 g butter, softened', '150 g icing sugar'],
      },
    ],
    steps: [
      'Heat the oven to 180°C and line a deep 23 cm round tin.',
      'Mix the flour, spice and sugar, then beat in the oil and eggs. Fold in the carrots and sultanas.',
      'Bake for 45 minutes, until a skewer comes out clean, and cool completely.',
      'Beat the frosting ingredients together until smooth and spread over the top of the cake.',
    ],
    truth: { servings: 12, time: 75, yield: null },
  },
  {
    name: 'Miso Pork Ramen',
    family: 'ingredient groups',
    meta: ['Serves 4 | Total: 1¼ hours'],
    groups: [
      {
        title: 'For the broth',
        items: [
          '1.5 litres chicken stock',
          '3 tbsp white miso paste',
          '2 tbsp soy sauce',
          '1 thumb-sized piece of ginger, sliced',
          '2 garlic cloves, sliced',
        ],
      },
      {
        title: 'For the bowls',
        items: [
          '400 g pork tenderloin',
          '4 nests of ramen noodles',
          '4 soft-boiled eggs, halved',
          '2 pak choi, quartered',
          '4 spring onions, shredded',
        ],
      },
    ],
    steps: [
      'Simmer the stock with the ginger and garlic for 30 minutes, then strain and whisk in the miso and soy sauce.',
      'Roast the pork at 200°C for 25 minutes, rest it for 10 minutes and slice thinly.',
      'Cook the noodles and the pak choi in boiling water for 3 minutes and divide between bowls.',
      'Ladle over the hot broth and top with the pork, eggs and spring onions.',
    ],
    truth: { servings: 4, time: 75, yield: null },
  },
  {
    name: 'Classic Caesar Salad',
    family: 'ingredient groups',
    meta: ['Serves 4 · 30 min'],
    groups: [
      {
        title: 'For the dressing',
        items: ['1 egg yolk', '2 anchovy fillets', '1 garlic clove', '1 tbsp lemon juice', '1 tsp Dijon mustard', '100 ml olive oil'],
      },
      { title: 'For the croutons', items: ['3 thick slices of sourdough, cubed', '2 tbsp olive oil'] },
      { title: 'For the salad', items: ['2 romaine lettuces', '40 g parmesan shavings'] },
    ],
    steps: [
      'Toss the bread with the oil and bake at 200°C for 10 minutes, until golden.',
      'Mash the anchovies and garlic to a paste, whisk in the yolk, lemon and mustard, then the oil in a thin stream.',
      'Tear the lettuce into a large bowl, toss with the dressing and top with the croutons and parmesan.',
    ],
    truth: { servings: 4, time: 30, yield: null },
  },
  {
    name: 'Beef Lasagne',
    family: 'ingredient groups',
    meta: ['Serves 8', 'Prep 45 mins | Cook 1 hr'],
    groups: [
      {
        title: 'For the meat sauce',
        items: [
          '2 tbsp olive oil',
          '1 onion, finely chopped',
          '2 carrots, finely chopped',
          '750 g beef mince',
          '2 x 400 g cans chopped tomatoes',
          '2 tbsp tomato purée',
        ],
      },
      { title: 'For the white sauce', items: ['60 g butter', '60 g plain flour', '750 ml whole milk', '¼ tsp grated nutmeg'] },
      { title: 'To assemble', items: ['12 dried lasagne sheets', '50 g parmesan, grated'] },
    ],
    steps: [
      'Soften the onion and carrots in the oil, add the mince and brown it, then stir in the tomatoes and purée and simmer for 30 minutes.',
      'Melt the butter, stir in the flour, then whisk in the milk and cook until thick. Season with the nutmeg.',
      'Layer meat sauce, pasta and white sauce in a large dish three times, ending with white sauce, and scatter with parmesan.',
      'Bake at 190°C for 45 minutes, then rest for 10 minutes before cutting.',
    ],
    truth: { servings: 8, time: 105, yield: null },
  },
  {
    name: 'Teriyaki Salmon Bowls',
    family: 'ingredient groups',
    meta: ['Serves 2 · Ready in 25 minutes'],
    groups: [
      { title: 'For the glaze', items: ['3 tbsp soy sauce', '2 tbsp mirin', '1 tbsp honey', '1 tsp grated ginger'] },
      { title: 'For the bowls', items: ['2 salmon fillets', '150 g jasmine rice', '1 cucumber, sliced', '1 tsp sesame seeds'] },
    ],
    steps: [
      'Cook the rice following the packet instructions.',
      'Simmer the glaze ingredients in a small pan for 2 minutes, until syrupy.',
      'Fry the salmon skin side down for 4 minutes, turn, brush with the glaze and cook for 3 minutes more.',
      'Serve on the rice with the cucumber, drizzled with the rest of the glaze and sprinkled with sesame seeds.',
    ],
    truth: { servings: 2, time: 25, yield: null },
  },
  {
    name: 'Lemon Meringue Pie',
    family: 'ingredient groups',
    meta: ['Serves 8 · Prep: 40 min · Cook: 50 min'],
    groups: [
      { title: 'For the pastry', items: ['200 g plain flour', '100 g cold butter, diced', '1 tbsp icing sugar', '1 egg yolk'] },
      { title: 'For the filling', items: ['2 tbsp cornflour', '100 g caster sugar', 'Zest and juice of 3 lemons', '3 egg yolks'] },
      { title: 'For the meringue', items: ['3 egg whites', '175 g caster sugar'] },
    ],
    steps: [
      'Rub the butter into the flour and sugar, bind with the yolk and a little cold water, and line a 23 cm tart tin. Chill for 20 minutes.',
      'Bake the pastry blind at 200°C for 20 minutes.',
      'Cook the cornflour, sugar, lemon and 200 ml water until thick, beat in the yolks and pour into the case.',
      'Whisk the whites to stiff peaks, whisk in the sugar a spoonful at a time, pile onto the filling and bake at 170°C for 20 minutes.',
    ],
    truth: { servings: 8, time: 90, yield: null },
  },

  // ── meta box: the facts as labels over values across the top; big step numbers ──
  {
    name: 'Roast Vegetable Couscous',
    family: 'meta box',
    meta: [
      ['Prep', '15 min'],
      ['Cook', '30 min'],
      ['Serves', '4'],
    ],
    groups: [
      {
        items: [
          '1 red onion, cut into wedges',
          '2 courgettes, chunked',
          '1 red pepper, chunked',
          '250 g cherry tomatoes',
          '3 tbsp olive oil',
          '250 g couscous',
          '300 ml hot vegetable stock',
          '1 lemon, juiced',
          'A handful of mint leaves',
        ],
      },
    ],
    steps: [
      'Heat the oven to 200°C. Toss the vegetables with the oil, season and roast for 30 minutes.',
      'Pour the stock over the couscous, cover and leave for 10 minutes, then fluff up with a fork.',
      'Stir the roast vegetables, lemon juice and mint into the couscous.',
    ],
    truth: { servings: 4, time: 45, yield: null },
  },
  {
    name: 'Sticky Toffee Pudding',
    family: 'meta box',
    meta: [
      ['Prep', '20 mins'],
      ['Cook', '35 mins'],
      ['Serves', '8'],
    ],
    groups: [
      {
        items: [
          '200 g pitted dates, chopped',
          '1 tsp bicarbonate of soda',
          '85 g butter, softened',
          '140 g demerara sugar',
          '2 eggs',
          '175 g self-raising flour',
          '100 g light muscovado sugar',
          '225 ml double cream',
        ],
      },
    ],
    steps: [
      'Pour 275 ml boiling water over the dates and bicarbonate of soda and leave for 10 minutes.',
      'Beat 50 g of the butter with the demerara sugar and eggs, fold in the flour and then the dates with their water.',
      'Bake in a buttered dish at 180°C for 30 to 35 minutes.',
      'Melt the rest of the butter with the muscovado sugar and cream, bubble for 3 minutes and pour over the pudding.',
    ],
    truth: { servings: 8, time: 55, yield: null },
  },
  {
    name: 'Chicken Noodle Soup',
    family: 'meta box',
    meta: [
      ['Total time', '1 hr'],
      ['Serves', '6'],
    ],
    groups: [
      {
        items: [
          '1 tbsp olive oil',
          '1 onion, diced',
          '2 carrots, sliced',
          '2 celery sticks, sliced',
          '2 litres chicken stock',
          '2 chicken breasts',
          '150 g egg noodles',
          '2 tbsp chopped parsley',
        ],
      },
    ],
    steps: [
      'Soften the onion, carrots and celery in the oil for 10 minutes.',
      'Add the stock and the whole chicken breasts and simmer for 25 minutes.',
      'Lift out the chicken, shred it with two forks and return it to the pan with the noodles. Cook for 5 minutes.',
      'Season and stir in the parsley.',
    ],
    truth: { servings: 6, time: 60, yield: null },
  },
  {
    name: 'Baked Falafel',
    family: 'meta box',
    meta: [
      ['Prep', '20 min'],
      ['Cook', '25 min'],
      ['Makes', '16'],
    ],
    groups: [
      {
        items: [
          '400 g can chickpeas, drained',
          '1 small onion, quartered',
          '2 garlic cloves',
          '1 large bunch of parsley',
          '1 tsp ground cumin',
          '1 tsp ground coriander',
          '2 tbsp plain flour',
          '2 tbsp olive oil',
        ],
      },
    ],
    steps: [
      'Heat the oven to 200°C and oil a baking tray.',
      'Pulse everything except the oil in a food processor to a coarse paste. Season well.',
      'Shape into 16 small patties, brush with the oil and bake for 25 minutes, turning halfway.',
    ],
    note: 'Serve in warm pitta with yoghurt and pickled chillies.',
    truth: { servings: 16, time: 45, yield: 'Makes 16' },
  },
  {
    name: 'Butternut Squash Soup',
    family: 'meta box',
    meta: [
      ['Active time', '15 min'],
      ['Total time', '50 min'],
      ['Serves', '4'],
    ],
    groups: [
      {
        items: [
          '1 butternut squash, peeled and cubed',
          '1 onion, chopped',
          '2 tbsp olive oil',
          '1 tsp ground cumin',
          '1 litre vegetable stock',
          '100 ml single cream',
          '2 tbsp pumpkin seeds, toasted',
        ],
      },
    ],
    steps: [
      'Soften the onion in the oil, add the squash and cumin and cook for 5 minutes.',
      'Pour in the stock and simmer for 30 minutes, until the squash is tender.',
      'Blend until smooth, stir in the cream and season. Serve scattered with the pumpkin seeds.',
    ],
    truth: { servings: 4, time: 50, yield: null },
  },
  {
    name: 'Cinnamon Rolls',
    family: 'meta box',
    meta: [
      ['Prep', '30 min'],
      ['Bake', '25 min'],
      ['Yield', '12 rolls'],
    ],
    groups: [
      {
        items: [
          '500 g strong white flour',
          '7 g sachet fast-action yeast',
          '50 g caster sugar',
          '250 ml warm milk',
          '1 egg',
          '75 g butter, softened',
          '100 g light brown sugar',
          '2 tbsp ground cinnamon',
        ],
      },
    ],
    steps: [
      'Mix the flour, yeast and caster sugar, add the milk and egg and knead for 10 minutes. Leave to rise until doubled.',
      'Roll out to a large rectangle, spread with the butter and sprinkle with the brown sugar and cinnamon.',
      'Roll up from the long side, cut into 12 slices and arrange them in a lined tin. Leave to rise for 30 minutes.',
      'Bake at 190°C for 25 minutes.',
    ],
    truth: { servings: 12, time: 55, yield: '12 rolls' },
  },
  {
    name: 'Garlic Prawn Stir-Fry',
    family: 'meta box',
    meta: [
      ['Prep', '10 min'],
      ['Cook', '10 min'],
      ['Serves', '2'],
    ],
    groups: [
      {
        items: [
          '1 tbsp groundnut oil',
          '3 garlic cloves, sliced',
          '200 g raw prawns',
          '1 red pepper, sliced',
          '150 g sugar snap peas',
          '2 tbsp oyster sauce',
          '1 tbsp soy sauce',
          '2 nests of egg noodles',
        ],
      },
    ],
    steps: [
      'Cook the noodles, drain and toss them in a few drops of the oil.',
      'Stir-fry the garlic in the rest of the oil for 30 seconds, add the prawns and cook until pink.',
      'Add the pepper and sugar snap peas and cook for 2 minutes, then the sauces and noodles, and toss until hot.',
    ],
    truth: { servings: 2, time: 20, yield: null },
  },

  // ── typewriter: a family recipe typed out, capitals and colons, dashes for bullets ──
  {
    name: 'Grandma’s Meatloaf',
    family: 'typewriter',
    meta: ['Serves 6', 'Baking time: 1 hr 10 min'],
    groups: [
      {
        items: [
          '2 lb ground beef',
          '1 onion, finely chopped',
          '1 cup fresh breadcrumbs',
          '2 eggs',
          '½ cup milk',
          '2 tbsp Worcestershire sauce',
          '½ cup ketchup',
          '2 tbsp brown sugar',
        ],
      },
    ],
    steps: [
      'Heat the oven to 350°F.',
      'Mix the beef, onion, breadcrumbs, eggs, milk and Worcestershire sauce with your hands and press into a loaf pan.',
      'Stir the ketchup and brown sugar together and spread it over the top.',
      'Bake for 1 hour 10 minutes and let it stand for 10 minutes before slicing.',
    ],
    truth: { servings: 6, time: 70, yield: null },
  },
  {
    name: 'Split Pea and Ham Soup',
    family: 'typewriter',
    meta: ['Serves 8. Cooking time 2 hours.'],
    groups: [
      {
        items: [
          '1 lb dried split peas',
          '1 ham hock',
          '1 onion, chopped',
          '2 carrots, diced',
          '2 celery stalks, diced',
          '10 cups water',
          '1 bay leaf',
          '½ tsp black pepper',
        ],
      },
    ],
    steps: [
      'Rinse the peas and put them in a large pot with the ham hock, vegetables, water and bay leaf.',
      'Bring to the boil, then cover and simmer for 1 ½ hours, stirring now and then.',
      'Lift out the hock, strip the meat from the bone and return it to the pot. Simmer uncovered for 30 minutes more and season with the pepper.',
    ],
    truth: { servings: 8, time: 120, yield: null },
  },
  {
    name: 'Irish Soda Bread',
    family: 'typewriter',
    meta: ['Yield: 1 round loaf', 'Takes 50 minutes'],
    groups: [
      {
        items: ['4 cups all-purpose flour', '1 tsp baking soda', '1 tsp salt', '1 ¾ cups buttermilk'],
      },
    ],
    steps: [
      'Heat the oven to 425°F and dust a baking sheet with flour.',
      'Mix the dry ingredients, make a well and pour in the buttermilk. Stir to a soft, shaggy dough.',
      'Shape into a round on a floured surface, cut a deep cross in the top and bake for 35 to 40 minutes, until it sounds hollow when tapped underneath.',
    ],
    truth: { servings: null, time: 50, yield: '1 round loaf' },
  },
  {
    name: 'Old-Fashioned Chocolate Fudge',
    family: 'typewriter',
    meta: ['Makes 36 pieces', 'Cook 15 min'],
    groups: [
      {
        items: [
          '2 cups sugar',
          '⅔ cup evaporated milk',
          '2 tbsp butter',
          '1 ½ cups chocolate chips',
          '1 tsp vanilla extract',
          '½ cup chopped pecans',
        ],
      },
    ],
    steps: [
      'Butter an 8-inch square pan.',
      'Bring the sugar, evaporated milk and butter to the boil in a heavy pan, stirring, and boil for 5 minutes.',
      'Take off the heat and stir in the chocolate chips until melted, then the vanilla and pecans.',
      'Spread in the pan, leave until firm and cut into 36 squares.',
    ],
    truth: { servings: 36, time: 15, yield: 'Makes 36 pieces' },
  },
  {
    name: 'Tuna Noodle Casserole',
    family: 'typewriter',
    meta: ['Serves 4-6', 'Prep 15 min · Bake 30 min'],
    groups: [
      {
        items: [
          '8 oz egg noodles',
          '2 cans (5 oz each) tuna, drained',
          '1 can cream of mushroom soup',
          '1 cup frozen peas',
          '1 cup grated cheddar',
          '½ cup crushed crackers',
          '1 tbsp melted butter',
        ],
      },
    ],
    steps: [
      'Heat the oven to 375°F and cook the noodles until just tender.',
      'Mix the noodles with the tuna, soup, peas and half the cheese and spread in a baking dish.',
      'Toss the crackers with the butter and the rest of the cheese and scatter over the top.',
      'Bake for 30 minutes, until bubbling.',
    ],
    truth: { servings: 4, time: 45, yield: null },
  },
  {
    name: 'Stuffed Bell Peppers',
    family: 'typewriter',
    meta: ['Serves 4', 'Preparation time: 20 minutes', 'Cooking time: 45 minutes'],
    groups: [
      {
        items: [
          '4 large bell peppers',
          '1 lb lean ground turkey',
          '1 onion, chopped',
          '1 cup cooked rice',
          '1 can (14 oz) diced tomatoes',
          '1 tsp dried oregano',
          '1 cup shredded mozzarella',
        ],
      },
    ],
    steps: [
      'Heat the oven to 375°F. Cut the tops off the peppers and scoop out the seeds.',
      'Brown the turkey with the onion, then stir in the rice, tomatoes and oregano.',
      'Fill the peppers, stand them in a baking dish, cover with foil and bake for 35 minutes.',
      'Uncover, top with the mozzarella and bake for 10 minutes more.',
    ],
    truth: { servings: 4, time: 65, yield: null },
  },
  {
    name: 'Baked Rice Pudding',
    family: 'typewriter',
    meta: ['Serves 4 -- Time: 1 1/2 hours'],
    groups: [
      {
        items: ['100 g pudding rice', '50 g caster sugar', '1 litre whole milk', '25 g butter', '1 pinch of grated nutmeg'],
      },
    ],
    steps: [
      'Heat the oven to 150°C and butter a 1.5 litre baking dish.',
      'Put the rice and sugar in the dish, pour over the milk and stir. Dot with the butter and grate over the nutmeg.',
      'Bake for 1 ½ hours, until the rice is soft and a golden skin has formed.',
    ],
    truth: { servings: 4, time: 90, yield: null },
  },
];
