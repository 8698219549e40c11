// The held-out corpus of printed recipe cards for `npm run bench -- --accuracy`: every recipe of
// recipes.ts laid out in its family's layout, then each card plain, tilted, small, photographed and scanned.
import { type DegradedCard, type Degradation, photographed, scanned, small, tilted } from './degrade.ts';
import { layOut, seedOf } from './layouts.ts';
import { type CardRecipe, type Family, RECIPES } from './recipes.ts';

export interface CorpusCard {
  /** 'wild-mushroom-risotto/tilted' */
  id: string;
  recipe: CardRecipe;
  family: Family;
  degradation: Degradation;
  detail: string;
  fonts: string;
  mime: DegradedCard['mime'];
  bytes: Buffer;
}

export const DEGRADATIONS: Degradation[] = ['plain', 'tilted', 'small', 'photographed', 'scanned'];

/** The turns of the tilted cards, taken in turn: both ways, from 5° to 15°. */
export const TILTS = [-15, 5, -8, 12, -11, 7, -5, 15, -13, 10];

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The cards of one recipe, one per degradation; `index` picks its tilt. */
async function cardsOf(recipe: CardRecipe, index: number, degradations: Degradation[]): Promise<CorpusCard[]> {
  if (degradations.length === 0) return [];
  const card = layOut(recipe);
  const seed = seedOf(recipe.name);
  const made: Record<Degradation, () => Promise<DegradedCard>> = {
    plain: () => Promise.resolve({ mime: 'image/png', bytes: card.png, detail: 'PNG as drawn' }),
    tilted: () => tilted(card.png, TILTS[index % TILTS.length]),
    small: () => small(card.png, card.bodyCapHeight),
    photographed: () => photographed(card.png, seed),
    scanned: () => scanned(card.png, seed),
  };
  return Promise.all(
    degradations.map(async (degradation) => {
      const degraded = await made[degradation]();
      return {
        id: `${slug(recipe.name)}/${degradation}`,
        recipe,
        family: recipe.family,
        degradation,
        detail: degraded.detail,
        fonts: card.fonts,
        mime: degraded.mime,
        bytes: degraded.bytes,
      };
    }),
  );
}

/**
 * Every card of the corpus (recipes × degradations), made afresh: the same bytes on every run. `only`
 * keeps the cards whose id contains one of its parts ('lasagne', 'risotto/tilted').
 */
export async function buildCorpus(only?: string[]): Promise<CorpusCard[]> {
  const cards: CorpusCard[] = [];
  for (const [index, recipe] of RECIPES.entries()) {
    const wanted = DEGRADATIONS.filter((degradation) => !only || only.some((part) => `${slug(recipe.name)}/${degradation}`.includes(part)));
    cards.push(...(await cardsOf(recipe, index, wanted)));
  }
  return cards;
}
