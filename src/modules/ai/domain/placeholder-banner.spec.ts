import sharp from 'sharp';
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

  it('makes well-formed XML from names with quotes, control characters and an entity at the cut', async () => {
    const names = ['"Quoted" <b>bold</b>', 'Tab\tand\u0007bell\u0000nul', `${'x'.repeat(32)}&& more text after the cut`, `${'y'.repeat(79)}&`];
    for (const name of names) {
      const svg = placeholderBannerSvg(name, 'Dessert');
      expect(svg.replace(/[\t\n\r]/g, '')).not.toMatch(/\p{Cc}/u);
      expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      // librsvg (through sharp) refuses malformed XML: this is what answered 500 before.
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      expect((await sharp(png).metadata()).width).toBe(800);
    }
  });
});
