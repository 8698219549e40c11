import { isMetaValue, parseDuration, readMetaLine } from './recipe-meta.js';

describe('parseDuration', () => {
  it.each([
    ['45 minutes', 45],
    ['45 mins', 45],
    ['45min', 45],
    ['1 hr 15 min', 75],
    ['1 hour and 15 minutes', 75],
    ['1 hour, 15 minutes', 75],
    ['1h15', 75],
    ['1h 15m', 75],
    ['2 hours', 120],
    ['1 1/2 hours', 90],
    ['1½ hours', 90],
    ['1.5 hrs', 90],
    ['1,5 h', 90],
    ['45-50 minutes', 48],
    ['45 to 55 minutes', 50],
    ['l hr 10 min', 70],
  ])('reads "%s" as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['overnight', '4 servings', '2 medium onions', 'minutes'])('finds no duration in "%s"', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('readMetaLine', () => {
  it.each([
    ['Serves 4', { servings: 4 }],
    ['Serves 4-6', { servings: 4 }],
    ['Serves l', { servings: 1 }],
    ['SERVES: 6', { servings: 6 }],
    ['Makes 12', { servings: 12, yield: 'Makes 12' }],
    ['Makes about 24 cookies', { servings: 24, yield: 'Makes about 24 cookies' }],
    ['Makes 12 small muffins', { servings: 12, yield: 'Makes 12 small muffins' }],
    ['Yield: 2 loaves', { servings: 2, yield: '2 loaves' }],
    ['Makes 4 servings', { servings: 4 }],
    ['Serves 4 as a main course', { servings: 4 }],
    ['Yield: 6 servings', { servings: 6 }],
    ['Yields 8', { servings: 8 }],
    ['Servings: 8', { servings: 8 }],
    ['4 servings', { servings: 4 }],
    ['Feeds 10', { servings: 10 }],
    ['Cook time: 45 minutes', { cookMinutes: 45 }],
    ['Cooking time 1 hr 15 min', { cookMinutes: 75 }],
    ['Prep time: 15 minutes', { prepMinutes: 15 }],
    ['Prep: 20 mins | Cook: 40 mins', { prepMinutes: 20, cookMinutes: 40 }],
    ['Total time: 1 hour 30 minutes', { totalMinutes: 90 }],
    ['Ready in 40 minutes', { totalMinutes: 40 }],
    ['Time: 1h15', { totalMinutes: 75 }],
    ['Bake: 25 min', { cookMinutes: 25 }],
    ['Cook: 10 min • Bake: 25 min', { cookMinutes: 35 }],
    ['Difficulty: Easy', { difficulty: 'Easy' }],
    ['Level: moderate', { difficulty: 'Medium' }],
    ['Serves 4 Prep time: 15 minutes Cook time: 1 hr 15 min', { servings: 4, prepMinutes: 15, cookMinutes: 75 }],
    ['Serves 4 | Prep 10 min | Cook 20 min | Difficulty: Hard', { servings: 4, prepMinutes: 10, cookMinutes: 20, difficulty: 'Hard' }],
    ['(Serves 2)', { servings: 2 }],
    ['Serves 4 · 35 minutes', { servings: 4, totalMinutes: 35 }],
    ['Prep 10 min | Cook 25 min', { prepMinutes: 10, cookMinutes: 25 }],
    ['Ready in 1 hr', { totalMinutes: 60 }],
    ['Makes 12 | Prep 15 min | Bake 12 min', { servings: 12, yield: 'Makes 12', prepMinutes: 15, cookMinutes: 12 }],
    // OCR reads the middle dot as a dash: the 35 is the time, not the end of a range of servings.
    ['Serves 4 - 35 minutes', { servings: 4, totalMinutes: 35 }],
    ['Serves 4-6 · 1 hr', { servings: 4, totalMinutes: 60 }],
    ['Prep 10 | Cook 25', { prepMinutes: 10, cookMinutes: 25 }],
    ['Serves 2   Prep 10 / Cook 25', { servings: 2, prepMinutes: 10, cookMinutes: 25 }],
    ['Makes 9 squares · 40 minutes', { servings: 9, totalMinutes: 40, yield: 'Makes 9 squares' }],
    ['Makes about 2 cups  ·  Ready in 15 minutes', { servings: 2, totalMinutes: 15, yield: 'Makes about 2 cups' }],
    ['Hands-on time 20 min, oven time 1 hr', { prepMinutes: 20, cookMinutes: 60 }],
    ['Prep 45 mins | Cook | hr', { prepMinutes: 45, cookMinutes: 60 }],
  ])('reads "%s"', (line, meta) => {
    expect(readMetaLine(line)).toEqual(meta);
  });

  it.each([
    'Bake for 25 minutes until golden.',
    'Cook 20 minutes, stirring now and then.',
    'Roast for 1 hour 15 minutes.',
    'Divide between 4 bowls and serve.',
    '2 tbsp olive oil',
    'Lemon Garlic Roast Chicken',
    'Makes a lovely light lunch',
    'Leave to rest for 10 minutes before carving the bird into 8 pieces',
    'Cook 2 eggs in the pan',
    'Bake 25 of the biscuits at a time',
  ])('leaves "%s" alone: it says more than facts', (line) => {
    expect(readMetaLine(line)).toBeNull();
  });
});

describe('isMetaValue', () => {
  it.each(['15 min', '1 hr 15 min', '4', '4-6', '12 rolls', '2 loaves', 'about 40 minutes'])('takes "%s" for the value under a label', (text) => {
    expect(isMetaValue(text)).toBe(true);
  });

  it.each(['1 tbsp groundnut oil', 'You will need', '2 large red onions', ''])('does not take "%s"', (text) => {
    expect(isMetaValue(text)).toBe(false);
  });
});
