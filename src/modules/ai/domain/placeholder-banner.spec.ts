import { categoryFamily, placeholderBannerSvg } from './placeholder-banner.js';

describe('placeholder banner', () => {
  it.each([
    ['Breakfast', 'breakfast'],
    ['Main Dish', 'dinner'],
    ['Savory bakes', 'dinner'],
    ['Sweet treats', 'dessert'],
    ['Cake', 'dessert'],
    ['Salad', 'appetizer'],
    ['Fish', 'seafood'],
    ['Beverage', 'drink'],
    ['Something else', 'default'],
  ])('chooses the %s palette family "%s" by keyword', (category, family) => {
    expect(categoryFamily(category)).toBe(family);
  });

  it('repeats the escaped recipe name on an 800×450 canvas', () => {
    const svg = placeholderBannerSvg('Mac & Cheese <3', 'Dinner');
    expect(svg).toContain('width="800" height="450"');
    expect(svg.match(/Mac &amp; Cheese &lt;3/g)!.length).toBeGreaterThan(10);
    expect(svg).not.toContain('<3');
  });
});
