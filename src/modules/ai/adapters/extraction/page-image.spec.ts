import {
  cardCorners,
  crop,
  flattenCard,
  flattenLighting,
  fractionParts,
  fractionQuarters,
  type GreyImage,
  homography,
  inkBlots,
  inkThreshold,
  letterHeight,
  paperLevels,
  type Picture,
  type Point,
  skewAngle,
} from './page-image.js';

const PAPER = 235;
const INK = 40;

/** A white page of `width` × `height` on which `ink(x, y)` says where the ink is. */
function page(width: number, height: number, ink: (x: number, y: number) => boolean): GreyImage {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[y * width + x] = ink(x, y) ? INK : PAPER;
  return { data, width, height };
}

/**
 * Lines of 'words' (blocks 9 px high, 14 to 40 px long, 6 px apart) every 24 px, turned clockwise by
 * `degrees` about the page's centre, as `sharp().rotate(degrees)` turns a card.
 */
function textPage(degrees: number): GreyImage {
  const [width, height] = [700, 500];
  const radians = (degrees * Math.PI) / 180;
  return page(width, height, (x, y) => {
    // The point of the straight page that lands here.
    const [dx, dy] = [x - width / 2, y - height / 2];
    const u = dx * Math.cos(radians) + dy * Math.sin(radians) + width / 2;
    const v = -dx * Math.sin(radians) + dy * Math.cos(radians) + height / 2;
    if (u < 120 || u > 580 || v < 100 || v > 400) return false;
    const line = Math.floor((v - 100) / 24);
    if ((v - 100) % 24 >= 9) return false;
    // Words of lengths that change from line to line.
    const period = 20 + ((line * 7) % 27);
    return (u + line * 13) % period < period - 6;
  });
}

describe('skewAngle', () => {
  it.each([0, 5, -7.5, 12, -15])('finds lines turned by %f°', (degrees) => {
    const image = textPage(degrees);
    expect(Math.abs(skewAngle(image, inkThreshold(image)) - degrees)).toBeLessThanOrEqual(0.3);
  });

  it('says 0 for a page without ink', () => {
    expect(
      skewAngle(
        page(200, 200, () => false),
        128,
      ),
    ).toBe(0);
  });
});

describe('inkThreshold', () => {
  it('parts ink from paper', () => {
    const threshold = inkThreshold(textPage(0));
    expect(threshold).toBeGreaterThanOrEqual(INK);
    expect(threshold).toBeLessThan(PAPER);
  });
});

describe('letterHeight', () => {
  it('is the height most blots of ink have, whatever their turn', () => {
    // 60 letters 12 px high, a few dots and capitals 18 px high.
    const letters = page(600, 400, (x, y) => {
      const [column, row] = [Math.floor(x / 30), Math.floor(y / 40)];
      const [cx, cy] = [x % 30, y % 40];
      if (row >= 6) return false;
      if (column % 7 === 0) return cx < 8 && cy >= 4 && cy < 22; // a capital
      if (column % 11 === 5) return cx < 3 && cy >= 19 && cy < 22; // a dot
      return cx < 10 && cy >= 10 && cy < 22;
    });
    expect(letterHeight(letters, inkThreshold(letters))).toBe(12);
  });

  it('is null for a page without letters', () => {
    expect(
      letterHeight(
        page(100, 100, () => false),
        128,
      ),
    ).toBeNull();
  });
});

describe('paperLevels and flattenLighting', () => {
  it('takes a lamp falling off across the page out, and keeps the ink dark', () => {
    const lit = textPage(0);
    // Light falling from 100% on the left to 45% on the right.
    for (let y = 0; y < lit.height; y += 1) {
      for (let x = 0; x < lit.width; x += 1) lit.data[y * lit.width + x] = Math.round(lit.data[y * lit.width + x] * (1 - (0.55 * x) / lit.width));
    }
    const levels = paperLevels(lit, 16);
    expect(levels.width).toBe(Math.ceil(lit.width / 16));
    // Each square's level is its paper, not its ink.
    expect(levels.data[levels.width * 10 + 10]).toBeGreaterThan(200);
    expect(levels.data[levels.width * 10 + levels.width - 2]).toBeLessThan(140);
    // Stretched back over the page (nearest square: enough for the test).
    const paper: GreyImage = {
      width: lit.width,
      height: lit.height,
      data: Uint8Array.from(
        { length: lit.data.length },
        (_, index) => levels.data[Math.floor(index / lit.width / 16) * levels.width + Math.floor((index % lit.width) / 16)],
      ),
    };
    const flat = flattenLighting(lit, paper);
    const at = (x: number, y: number) => flat.data[y * flat.width + x];
    // Paper on both sides is white now; ink on the dark side is as far below it as on the bright side.
    expect(at(20, 20)).toBeGreaterThan(245);
    expect(at(680, 20)).toBeGreaterThan(245);
    // The ink in the dark right part is ink to one threshold for the whole page.
    expect(at(560, 104)).toBeLessThanOrEqual(inkThreshold(flat));
    expect(at(560, 104)).toBeLessThan(60);
    expect(Math.abs(skewAngle(flat, inkThreshold(flat)))).toBeLessThanOrEqual(0.3);
  });

  it('leaves light letters on a dark band readable', () => {
    // A dark band (level 60) with white letters, on white paper.
    const image = page(320, 160, (x, y) => y < 80 && !(y > 30 && y < 50 && x % 20 < 10));
    image.data.forEach((value, index) => (image.data[index] = value === INK ? 60 : value));
    const flat = flattenLighting(image, { ...image, data: image.data.map((value, index) => (Math.floor(index / 320) < 80 ? 60 : value)) });
    const [band, letter] = [flat.data[10 * 320 + 5], flat.data[40 * 320 + 5]];
    expect(letter - band).toBeGreaterThan(80);
  });
});

/** A printed '½' (or '1½' with `whole`): a small 1 top left, a slash leaning right, a small 2 bottom right; 40 px high. */
function fraction(whole = false, bar = false): GreyImage {
  const offset = whole ? 24 : 0;
  return page(offset + 40, 44, (x, y) => {
    if (whole && x >= 4 && x < 10 && y >= 2 && y < 42) return true; // a full-height 1
    const [u, v] = [x - offset, y];
    if (u >= 6 && u < 10 && v >= 2 && v < 18) return true; // the small 1
    if (u >= 24 && u < 36 && v >= 26 && v < 42 && (v < 29 || v > 38 || u - 24 < (42 - v) * 0.8)) return true; // the small 2
    if (bar) return v >= 21 && v < 24 && u >= 4 && u < 36;
    // The slash from the lower left to the upper right.
    const along = u - 6 - (42 - v) * 0.6;
    return v >= 2 && v < 42 && along >= 0 && along < 4;
  });
}

describe('inkBlots and crop', () => {
  it('finds each blot of ink with its box, and where its top and bottom rows stand', () => {
    const blots = inkBlots(fraction(), 128);
    expect(blots).toHaveLength(3);
    const slash = blots.find((blot) => blot.y1 - blot.y0 > 30)!;
    expect(slash.topX).toBeGreaterThan(slash.bottomX + 15);
  });

  it('crops a box with white beyond the picture', () => {
    const part = crop(
      page(10, 10, () => true),
      { x0: 8, y0: 8, x1: 9, y1: 9 },
      1,
    );
    expect(part).toMatchObject({ width: 4, height: 4 });
    expect([...part.data]).toEqual([INK, INK, INK, 255, INK, INK, INK, 255, INK, INK, INK, 255, 255, 255, 255, 255]);
  });
});

describe('fractionParts', () => {
  it('parts a fraction into its numerator above the slash and its denominator below', () => {
    const parts = fractionParts(fraction(), 128);
    expect(parts).toMatchObject({ whole: null, numerator: { x0: 6, y0: 2, x1: 9, y1: 17 }, denominator: { x0: 24, y1: 41 } });
  });

  it('finds the whole number before a fraction, and a fraction drawn with a bar', () => {
    expect(fractionParts(fraction(true), 128)?.whole).toMatchObject({ x0: 4, x1: 9 });
    expect(fractionParts(fraction(false, true), 128)).toMatchObject({ numerator: { y1: 17 }, denominator: { y0: 26 } });
  });

  it('finds none in letters and plain figures', () => {
    // An 'H' and a 'T'.
    const letters = page(60, 44, (x, y) => (x < 24 ? x < 4 || x > 16 || (y > 20 && y < 24) : (y < 4 && x >= 30) || (x >= 42 && x < 46)));
    expect(fractionParts(letters, 128)).toBeNull();
    expect(
      fractionParts(
        page(40, 44, () => false),
        128,
      ),
    ).toBeNull();
  });
});

describe('fractionQuarters', () => {
  it('gives the upper left and lower right of a glyph about as wide as tall, and nothing for a wide one', () => {
    const glyph = page(40, 44, (x, y) => x >= 5 && x < 35 && y >= 2 && y < 42);
    expect(fractionQuarters(glyph, 128)).toEqual({
      whole: null,
      numerator: { x0: 5, y0: 2, x1: 20, y1: 20 },
      denominator: { x0: 19, y0: 23, x1: 34, y1: 41 },
    });
    expect(
      fractionQuarters(
        page(80, 20, (_x, y) => y > 8 && y < 12),
        128,
      ),
    ).toBeNull();
  });
});

type Colour = [number, number, number];

/**
 * `card` photographed in colour on a table of colour `table` in a `width` × `height` picture, its
 * corners at `corners` (top left, top right, bottom right, bottom left), its top `band` rows printed
 * in colour `bandColour` (a title band), lit by a lamp that falls off to half from left to right (card
 * and table alike), nearest-pixel sampling.
 */
function photograph(
  card: GreyImage,
  corners: Point[],
  width: number,
  height: number,
  table: Colour,
  { band = 0, bandColour = [0, 0, 0] as Colour } = {},
): Picture {
  const back = homography(corners, [
    [0, 0],
    [card.width, 0],
    [card.width, card.height],
    [0, card.height],
  ]);
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const w = back[6] * x + back[7] * y + back[8];
      const [u, v] = [Math.round((back[0] * x + back[1] * y + back[2]) / w), Math.round((back[3] * x + back[4] * y + back[5]) / w)];
      const onCard = u >= 0 && v >= 0 && u < card.width && v < card.height;
      const grey = onCard ? card.data[v * card.width + u] : 0;
      const colour: Colour = !onCard ? table : v < band ? bandColour : [grey, grey, grey];
      colour.forEach((value, channel) => (data[(y * width + x) * 3 + channel] = Math.round(value * (1 - x / (2 * width)))));
    }
  }
  return { data, width, height, channels: 3 };
}

/** The grey of a colour picture (its mean), as flattenCard and the reader work on. */
function greyOf(picture: Picture): GreyImage {
  const data = new Uint8Array(picture.width * picture.height);
  for (let index = 0; index < data.length; index += 1) {
    data[index] = Math.round((picture.data[index * 3] + picture.data[index * 3 + 1] + picture.data[index * 3 + 2]) / 3);
  }
  return { data, width: picture.width, height: picture.height };
}

const WOOD: Colour = [96, 70, 50];
const PALE_TABLE: Colour = [201, 196, 187];
const CARD_CORNERS: Point[] = [
  [70, 40],
  [760, 75],
  [735, 560],
  [45, 600],
];

describe('cardCorners and flattenCard', () => {
  it('finds the corners of a card photographed at an angle on a dark table, in a lamp that falls off', () => {
    const found = cardCorners(photograph(textPage(0), CARD_CORNERS, 820, 640, WOOD));
    expect(found).not.toBeNull();
    found!.forEach(([x, y], index) => {
      expect(Math.hypot(x - CARD_CORNERS[index][0], y - CARD_CORNERS[index][1])).toBeLessThanOrEqual(2);
    });
  });

  it('finds the top of a card whose title band is as dark as the table, by its colour', () => {
    // Teal: grey 69 against the wood's 72.
    const photo = photograph(textPage(0), CARD_CORNERS, 820, 640, WOOD, { band: 60, bandColour: [20, 90, 98] });
    const found = cardCorners(photo);
    expect(found).not.toBeNull();
    found!.forEach(([x, y], index) => {
      expect(Math.hypot(x - CARD_CORNERS[index][0], y - CARD_CORNERS[index][1])).toBeLessThanOrEqual(2);
    });
    // In grey, the band's foot would pass for the card's top, and the band would be cut off.
    const [topLeft] = cardCorners({ ...greyOf(photo), channels: 1 }) ?? [[0, 0]];
    expect(topLeft[1]).toBeGreaterThan(CARD_CORNERS[0][1] + 40);
  });

  it('draws the card flat again: its lines straight, its text where it was', () => {
    const card = textPage(0);
    const flat = flattenCard(greyOf(photograph(card, CARD_CORNERS, 820, 640, WOOD)), CARD_CORNERS);
    // As wide as its longer edge (691 across at the top and the bottom), as tall as its longer side (561 on the left).
    expect([flat.width, flat.height]).toEqual([691, 561]);
    expect(Math.abs(skewAngle(flat, inkThreshold(flat)))).toBeLessThanOrEqual(0.3);
    // Each line of words comes back in its place (the card scaled to the rectangle), ink on ink.
    const scaleX = card.width / flat.width;
    const scaleY = card.height / flat.height;
    let [agree, inked] = [0, 0];
    for (let y = 0; y < flat.height; y += 3) {
      for (let x = 0; x < flat.width; x += 3) {
        const original = card.data[Math.floor(y * scaleY) * card.width + Math.floor(x * scaleX)] === INK;
        if (!original) continue;
        inked += 1;
        if (flat.data[y * flat.width + x] < 120 * (1 - x / (2 * flat.width)) + 40) agree += 1;
      }
    }
    expect(agree / inked).toBeGreaterThan(0.9);
  });

  it('finds no card in a page that fills the picture, on a pale table, or cut by the picture', () => {
    expect(cardCorners({ ...textPage(0), channels: 1 })).toBeNull();
    expect(cardCorners(photograph(textPage(0), CARD_CORNERS, 820, 640, PALE_TABLE))).toBeNull();
    const cut: Point[] = [
      [-60, 40],
      [760, 75],
      [735, 560],
      [-80, 600],
    ];
    expect(cardCorners(photograph(textPage(0), cut, 820, 640, WOOD))).toBeNull();
  });
});

describe('homography', () => {
  it('takes each of four points to its partner, and points between along', () => {
    const from: [number, number][] = [
      [10, 20],
      [410, 5],
      [430, 300],
      [0, 280],
    ];
    const to: [number, number][] = [
      [0, 0],
      [400, 0],
      [400, 300],
      [0, 300],
    ];
    const h = homography(from, to);
    const apply = ([x, y]: [number, number]) => {
      const w = h[6] * x + h[7] * y + h[8];
      return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
    };
    from.forEach((point, index) => {
      const [u, v] = apply(point);
      expect(u).toBeCloseTo(to[index][0], 6);
      expect(v).toBeCloseTo(to[index][1], 6);
    });
    expect(homography(to, to).map((value) => Math.round(value * 1e9) / 1e9)).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
  });
});
