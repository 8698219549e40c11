import { guessCategory } from './category-guess.js';

describe('guessCategory', () => {
  it.each([
    ['Chocolate Brownies', 'Dessert'],
    ['Apple Pie', 'Dessert'],
    ['New York Cheesecake', 'Dessert'],
    ['Fluffy Buttermilk Pancakes', 'Breakfast'],
    ['Overnight Oats with Berries', 'Breakfast'],
    ['Mango Lassi', 'Drink'],
    ['Strawberry Smoothie', 'Drink'],
    ['Classic Hummus', 'Appetizer'],
    ['Creamy Coleslaw', 'Side Dish'],
    ['Peanut Butter Energy Balls', 'Snack'],
  ])('files "%s" under %s', (name, category) => {
    expect(guessCategory(name)).toBe(category);
  });

  it.each(['Crab Cakes', 'Chicken Pot Pie', "Shepherd's Pie", 'Lemon Garlic Roast Chicken', 'Lentil Soup', 'Fish Cakes with Tartare Sauce'])(
    'leaves "%s" undecided',
    (name) => {
      expect(guessCategory(name)).toBeNull();
    },
  );
});
