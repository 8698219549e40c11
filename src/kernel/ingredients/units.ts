/**
 * Units an ingredient line can be measured in, and their fixed conversions.
 * Mass converts directly to grams; volume converts to millilitres and then to grams through the
 * food's density (grams per US cup); count units need a per-food weight (the ai module's nutrient table).
 */
export const MASS_UNITS = ['g', 'kg', 'mg', 'oz', 'lb'] as const;
export const VOLUME_UNITS = ['ml', 'l', 'cup', 'tbsp', 'tsp', 'fl oz', 'pinch', 'dash'] as const;
export const COUNT_UNITS = ['piece', 'clove', 'slice', 'can', 'stick', 'bunch', 'handful', 'head', 'stalk', 'sprig', 'fillet'] as const;

export type MassUnit = (typeof MASS_UNITS)[number];
export type VolumeUnit = (typeof VOLUME_UNITS)[number];
export type CountUnit = (typeof COUNT_UNITS)[number];
export type Unit = MassUnit | VolumeUnit | CountUnit;

export const GRAMS_PER_MASS_UNIT: Record<MassUnit, number> = {
  g: 1,
  kg: 1000,
  mg: 0.001,
  oz: 28.3495,
  lb: 453.592,
};

/** Millilitres per volume unit: US cup = 240 ml (nutrition-label cup), tbsp = 1/16 cup, tsp = 1/48 cup. */
export const ML_PER_VOLUME_UNIT: Record<VolumeUnit, number> = {
  ml: 1,
  l: 1000,
  cup: 240,
  tbsp: 15,
  tsp: 5,
  'fl oz': 30,
  pinch: 5 / 16, // 1/16 tsp
  dash: 5 / 8, // 1/8 tsp
};

export const ML_PER_CUP = ML_PER_VOLUME_UNIT.cup;

const UNITS = new Set<string>([...MASS_UNITS, ...VOLUME_UNITS, ...COUNT_UNITS]);

/** Whether a stored text is a unit of this table ('g', 'fl oz', 'clove'), as the parser writes it. */
export function isUnit(text: string): text is Unit {
  return UNITS.has(text);
}

export function isMassUnit(unit: Unit): unit is MassUnit {
  return (MASS_UNITS as readonly string[]).includes(unit);
}

export function isVolumeUnit(unit: Unit): unit is VolumeUnit {
  return (VOLUME_UNITS as readonly string[]).includes(unit);
}

export function isCountUnit(unit: Unit): unit is CountUnit {
  return (COUNT_UNITS as readonly string[]).includes(unit);
}

/**
 * Spellings of every unit, lower case unless the case carries meaning ("T" is a tablespoon,
 * "t" a teaspoon). Longer spellings are tried first by the parser.
 */
export const UNIT_SPELLINGS: ReadonlyArray<readonly [string, Unit]> = [
  ['grams', 'g'],
  ['gram', 'g'],
  ['gr', 'g'],
  ['g', 'g'],
  ['kilograms', 'kg'],
  ['kilogram', 'kg'],
  ['kilos', 'kg'],
  ['kilo', 'kg'],
  ['kg', 'kg'],
  ['milligrams', 'mg'],
  ['milligram', 'mg'],
  ['mg', 'mg'],
  ['fluid ounces', 'fl oz'],
  ['fluid ounce', 'fl oz'],
  ['fl. oz', 'fl oz'],
  ['fl oz', 'fl oz'],
  ['ounces', 'oz'],
  ['ounce', 'oz'],
  ['oz', 'oz'],
  ['pounds', 'lb'],
  ['pound', 'lb'],
  ['lbs', 'lb'],
  ['lb', 'lb'],
  ['millilitres', 'ml'],
  ['milliliters', 'ml'],
  ['millilitre', 'ml'],
  ['milliliter', 'ml'],
  ['ml', 'ml'],
  ['litres', 'l'],
  ['liters', 'l'],
  ['litre', 'l'],
  ['liter', 'l'],
  ['l', 'l'],
  ['cups', 'cup'],
  ['cup', 'cup'],
  ['c', 'cup'],
  ['tablespoons', 'tbsp'],
  ['tablespoon', 'tbsp'],
  ['tbsps', 'tbsp'],
  ['tbsp', 'tbsp'],
  ['tbs', 'tbsp'],
  ['tbl', 'tbsp'],
  ['T', 'tbsp'],
  ['teaspoons', 'tsp'],
  ['teaspoon', 'tsp'],
  ['tsps', 'tsp'],
  ['tsp', 'tsp'],
  ['t', 'tsp'],
  ['pinches', 'pinch'],
  ['pinch', 'pinch'],
  ['dashes', 'dash'],
  ['dash', 'dash'],
  ['cloves', 'clove'],
  ['clove', 'clove'],
  ['slices', 'slice'],
  ['slice', 'slice'],
  ['cans', 'can'],
  ['can', 'can'],
  ['tins', 'can'],
  ['tin', 'can'],
  ['sticks', 'stick'],
  ['stick', 'stick'],
  ['pieces', 'piece'],
  ['piece', 'piece'],
  ['pcs', 'piece'],
  ['pc', 'piece'],
  ['bunches', 'bunch'],
  ['bunch', 'bunch'],
  ['handfuls', 'handful'],
  ['handful', 'handful'],
  ['heads', 'head'],
  ['head', 'head'],
  ['stalks', 'stalk'],
  ['stalk', 'stalk'],
  ['ribs', 'stalk'],
  ['rib', 'stalk'],
  ['sprigs', 'sprig'],
  ['sprig', 'sprig'],
  ['fillets', 'fillet'],
  ['fillet', 'fillet'],
];
