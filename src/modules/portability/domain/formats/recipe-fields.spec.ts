import { COLLECTION_LIMITS } from '../collection.js';
import { base64Photo, durationMinutes, headingLine, nutritionFrom, nutritionFromText, printedTimes } from './recipe-fields.js';

describe('recipe fields', () => {
  it.each<[unknown, number | null]>([
    [45, 45],
    ['45', 45],
    ['1 hr 15 mins', 75],
    ['1 hour 30 minutes', 90],
    ['PT1H30M', 90],
    ['P0DT0H45M', 45],
    ['', null],
    ['overnight', null],
    [0, null],
    [null, null],
  ])('reads %p as %p minutes', (written, minutes) => {
    expect(durationMinutes(written)).toBe(minutes);
  });

  it('keeps preparation, cooking and total as given; without cooking, the total less the preparation, else the total, else the preparation alone', () => {
    expect(printedTimes('1 hr', '15 mins', '30 mins')).toEqual({ prepTime: 15, cookTime: 30, totalTime: 60 });
    expect(printedTimes('', '15 mins', '30 mins')).toEqual({ prepTime: 15, cookTime: 30, totalTime: null });
    expect(printedTimes('PT1H', 'PT15M', null)).toEqual({ prepTime: 15, cookTime: 45, totalTime: 60 });
    expect(printedTimes('1 hour', null, null)).toEqual({ prepTime: null, cookTime: 60, totalTime: 60 });
    expect(printedTimes(null, null, 'PT20M')).toEqual({ prepTime: null, cookTime: 20, totalTime: null });
    expect(printedTimes(null, '10 min', null)).toEqual({ prepTime: null, cookTime: 10, totalTime: null });
    expect(printedTimes(null, null, null)).toEqual({ prepTime: null, cookTime: null, totalTime: null });
  });

  it('writes a group heading as a line ending with one colon', () => {
    expect(headingLine('For the sauce')).toBe('For the sauce:');
    expect(headingLine('Topping: ')).toBe('Topping:');
  });

  it("maps NutritionInformation in either key style onto Savor's keys, values as written", () => {
    expect(nutritionFrom({ '@type': 'NutritionInformation', calories: 120, protein_content: '3 g', fatContent: '', servingSize: '1 cup' })).toEqual({
      calories: 120,
      protein: '3 g',
    });
    expect(nutritionFrom({ servingSize: '1 cup' })).toBeNull();
  });

  it('reads nutrition written as text, a fact a line or between commas', () => {
    expect(nutritionFromText('Calories 250 kcal, Protein: 10 g, 12g total fat; Dietary Fibre 4g\nServing size: 1 cup\nVitamin C: 20%')).toEqual({
      calories: '250 kcal',
      protein: '10 g',
      fat: '12g',
      fiber: '4g',
      vitaminC: '20%',
    });
    expect(nutritionFromText('Delicious!')).toBeNull();
  });

  it('decodes a base64 photo, and leaves out one larger than a photo may be', () => {
    expect(base64Photo(Buffer.from('jpeg bytes').toString('base64'))).toEqual(Buffer.from('jpeg bytes'));
    expect(base64Photo('A'.repeat(Math.ceil((COLLECTION_LIMITS.maxPhotoBytes / 3) * 4) + 8))).toBeNull();
    expect(base64Photo(null)).toBeNull();
  });
});
