// What the reader works out from a page's pixels before OCR (document-reader.host.ts): how unevenly it is
// lit, how far its lines are turned and how far apart they stand. Plain functions on grey pixels.
//
// Node runs this file as it is in the source tree (the reader's process imports it): no imports, and
// only TypeScript that erases to JavaScript.

/** A grey picture, one byte a pixel, row by row. */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The brightness of the paper, block by block: in each `block` × `block` square of the page, the grey
 * that nine pixels in ten are at most as bright as. Ink covers less than a tenth of almost any square
 * of printed text, so this is the paper's own brightness there, in a lamp's light or a phone's shadow.
 */
export function paperLevels(image: GreyImage, block: number): GreyImage {
  const width = Math.ceil(image.width / block);
  const height = Math.ceil(image.height / block);
  const data = new Uint8Array(width * height);
  const histogram = new Uint32Array(256);
  for (let by = 0; by < height; by += 1) {
    for (let bx = 0; bx < width; bx += 1) {
      histogram.fill(0);
      const [x0, y0] = [bx * block, by * block];
      const [x1, y1] = [Math.min(x0 + block, image.width), Math.min(y0 + block, image.height)];
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) histogram[image.data[y * image.width + x]] += 1;
      let wanted = Math.ceil(0.9 * (x1 - x0) * (y1 - y0));
      let level = 0;
      while (level < 255 && (wanted -= histogram[level]) > 0) level += 1;
      data[by * width + bx] = level;
    }
  }
  return { data, width, height };
}

/**
 * The page with its lighting taken out: each pixel divided by the brightness of the paper around it
 * (`paper`, from paperLevels, smoothed and stretched to the page's size), so that paper is white
 * everywhere and ink keeps its contrast to the paper it is on. Where the page is darker than 40% of its
 * brightest paper (a coloured band, a photo's table), it is only brightened as much as there, so that
 * light letters on a dark band keep their contrast.
 */
export function flattenLighting(image: GreyImage, paper: GreyImage): GreyImage {
  let brightest = 0;
  for (const value of paper.data) brightest = Math.max(brightest, value);
  const floor = Math.max(1, 0.4 * brightest);
  const data = new Uint8Array(image.data.length);
  for (let index = 0; index < data.length; index += 1) {
    data[index] = Math.min(255, Math.round((255 * image.data[index]) / Math.max(paper.data[index], floor)));
  }
  return { data, width: image.width, height: image.height };
}

/** Otsu's threshold: the grey level that best parts ink from paper (pixels at or below it are ink). */
export function inkThreshold(image: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of image.data) histogram[value] += 1;
  const total = image.data.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * histogram[level];
  let [below, belowSum, best, threshold] = [0, 0, -1, 127];
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level];
    if (below === 0 || below === total) continue;
    belowSum += level * histogram[level];
    const [meanBelow, meanAbove] = [belowSum / below, (sum - belowSum) / (total - below)];
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) [best, threshold] = [between, level];
  }
  return threshold;
}

/** The ink pixels of a picture, as x and y coordinates. */
function inkPixels(image: GreyImage, threshold: number): { xs: Float64Array; ys: Float64Array } {
  let count = 0;
  for (const value of image.data) if (value <= threshold) count += 1;
  const [xs, ys] = [new Float64Array(count), new Float64Array(count)];
  let at = 0;
  for (let y = 0; y < image.height; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (image.data[y * image.width + x] <= threshold) [xs[at], ys[at], at] = [x, y, at + 1];
    }
  }
  return { xs, ys };
}

/** The ink counted row by row across lines turned by `degrees`: rows of a page turned that far line up with its lines. */
function rowProfile(ink: { xs: Float64Array; ys: Float64Array }, degrees: number, image: GreyImage): Float64Array {
  const radians = (degrees * Math.PI) / 180;
  const [sin, cos] = [Math.sin(radians), Math.cos(radians)];
  const offset = Math.ceil(image.width * Math.abs(sin)) + 1;
  const profile = new Float64Array(Math.ceil(image.height * cos + image.width * Math.abs(sin)) + 3);
  for (let index = 0; index < ink.xs.length; index += 1) profile[Math.round(ink.ys[index] * cos - ink.xs[index] * sin) + offset] += 1;
  return profile;
}

/** How sharply a row profile parts lines from the gaps between them: the sum of squared steps from row to row. */
function sharpness(profile: Float64Array): number {
  let total = 0;
  for (let index = 1; index < profile.length; index += 1) total += (profile[index] - profile[index - 1]) ** 2;
  return total;
}

/**
 * The angle in degrees by which a page's lines of text are turned clockwise (as `sharp().rotate(angle)`
 * turns them): the one, within ±`range`, at which counting ink row by row along the lines gives the
 * sharpest profile (rows of text and the gaps between them). 0 for a page without enough ink to tell.
 * Best on a picture of about 1000 pixels (more costs time and finds the same angle).
 */
export function skewAngle(image: GreyImage, threshold: number, range = 20): number {
  const ink = inkPixels(image, threshold);
  if (ink.xs.length < 200) return 0;
  const best = (from: number, to: number, step: number) => {
    let [angle, score] = [0, -1];
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const value = sharpness(rowProfile(ink, degrees, image));
      if (value > score) [angle, score] = [degrees, value];
    }
    return angle;
  };
  const coarse = best(-range, range, 1);
  const fine = best(coarse - 0.9, coarse + 0.9, 0.1);
  return Math.round(fine * 10) / 10;
}

/** A blot of ink: its box (x1, y1 inclusive) and, for a slash, where its top and bottom rows stand. */
export interface Blot {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Mean x of the blot's ink in its top and bottom rows. */
  topX: number;
  bottomX: number;
}

/** The connected blots of ink of a picture (8-neighbours), found by union-find over its pixels. */
export function inkBlots(image: GreyImage, threshold: number): Blot[] {
  const { width, height, data } = image;
  const parent = new Int32Array(width * height).fill(-1);
  const root = (index: number): number => {
    let at = index;
    while (parent[at] !== at) at = parent[at] = parent[parent[at]];
    return at;
  };
  const join = (a: number, b: number) => {
    const [ra, rb] = [root(a), root(b)];
    if (ra !== rb) parent[Math.max(ra, rb)] = Math.min(ra, rb);
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (data[index] > threshold) continue;
      parent[index] = index;
      if (x > 0 && parent[index - 1] >= 0) join(index, index - 1);
      if (y > 0) {
        for (const dx of [-1, 0, 1]) {
          const above = index - width + dx;
          if (x + dx >= 0 && x + dx < width && parent[above] >= 0) join(index, above);
        }
      }
    }
  }
  const found = new Map<number, Blot & { top: number[]; bottom: number[] }>();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (parent[index] < 0) continue;
      const label = root(index);
      const blot = found.get(label);
      if (!blot) {
        found.set(label, { x0: x, y0: y, x1: x, y1: y, topX: x, bottomX: x, top: [x], bottom: [x] });
        continue;
      }
      [blot.x0, blot.x1] = [Math.min(blot.x0, x), Math.max(blot.x1, x)];
      if (y === blot.y0) blot.top.push(x);
      if (y > blot.y1) [blot.y1, blot.bottom] = [y, []];
      blot.bottom.push(x);
    }
  }
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return [...found.values()].map(({ top, bottom, ...blot }) => ({ ...blot, topX: mean(top), bottomX: mean(bottom) }));
}

/**
 * The height in pixels of the small letters of a page's text (its x-height): the median height of the
 * blots of ink in it (letters; a few touch, a few are dots or capitals), whatever the page's skew.
 * Null for a page with fewer than 20 blots.
 */
export function letterHeight(image: GreyImage, threshold: number): number | null {
  // Specks of one or two pixels are noise; blots taller than a tenth of the page are rules or pictures.
  const heights = inkBlots(image, threshold)
    .map((blot) => blot.y1 - blot.y0 + 1)
    .filter((value) => value >= 3 && value <= image.height / 10);
  if (heights.length < 20) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)];
}

/** A box in a picture (x1, y1 inclusive). */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

function around(blots: Blot[]): Box {
  return {
    x0: Math.min(...blots.map((blot) => blot.x0)),
    y0: Math.min(...blots.map((blot) => blot.y0)),
    x1: Math.max(...blots.map((blot) => blot.x1)),
    y1: Math.max(...blots.map((blot) => blot.y1)),
  };
}

/**
 * The parts of a printed fraction ('½', or '1½' in one word) in the picture of one word: a slash as
 * tall as the word's figures leaning right, small figures above it on its left (the numerator) and
 * below it on its right (the denominator), and full-height figures before them (the whole number).
 * OCR reads such glyphs as 'Y2', '%' or 'Va'; these boxes let the figures be read one by one. Null
 * when the word is not drawn so.
 */
export function fractionParts(word: GreyImage, threshold: number): { whole: Box | null; numerator: Box; denominator: Box } | null {
  const blots = inkBlots(word, threshold).filter((blot) => (blot.x1 - blot.x0 + 1) * (blot.y1 - blot.y0 + 1) >= 4);
  if (blots.length < 3) return null;
  const top = Math.min(...blots.map((blot) => blot.y0));
  const bottom = Math.max(...blots.map((blot) => blot.y1));
  const tall = bottom - top + 1;
  const slashes = blots.filter((blot) => {
    const [width, height] = [blot.x1 - blot.x0 + 1, blot.y1 - blot.y0 + 1];
    return height >= 0.6 * tall && width >= 0.2 * height && width <= 0.9 * height && blot.topX - blot.bottomX >= 0.2 * height;
  });
  // Or a bar across the middle with the figures above and below it ('1' over '2').
  const bars = blots.filter((blot) => {
    const [width, height] = [blot.x1 - blot.x0 + 1, blot.y1 - blot.y0 + 1];
    const middle = (blot.y0 + blot.y1) / 2;
    return width >= 0.3 * tall && height <= 0.2 * tall && middle > top + 0.3 * tall && middle < bottom - 0.3 * tall;
  });
  const small = (blot: Blot) => blot.y1 - blot.y0 + 1 <= 0.7 * tall;
  for (const slash of [...slashes, ...bars]) {
    const middle = (slash.y0 + slash.y1) / 2;
    const centre = (slash.x0 + slash.x1) / 2;
    const others = blots.filter((blot) => blot !== slash);
    const isBar = bars.includes(slash);
    const over = (blot: Blot) => (isBar ? blot.x1 >= slash.x0 && blot.x0 <= slash.x1 : true);
    const above = (blot: Blot) =>
      isBar ? blot.y1 <= middle : (blot.y0 + blot.y1) / 2 < middle && blot.x0 < centre && blot.x1 >= slash.x0 - 0.5 * tall;
    const below = (blot: Blot) =>
      isBar ? blot.y0 >= middle : (blot.y0 + blot.y1) / 2 > middle && blot.x1 > centre && blot.x0 <= slash.x1 + 0.5 * tall;
    const numerator = others.filter((blot) => small(blot) && over(blot) && above(blot));
    const denominator = others.filter((blot) => small(blot) && over(blot) && below(blot));
    const whole = others.filter((blot) => !numerator.includes(blot) && !denominator.includes(blot));
    // Anything left must be full-height figures before the fraction.
    if (numerator.length === 0 || denominator.length === 0) continue;
    if (whole.some((blot) => blot.x1 >= Math.min(...numerator.map((part) => part.x0)) || blot.y1 - blot.y0 + 1 < 0.75 * tall)) continue;
    return { whole: whole.length ? around(whole) : null, numerator: around(numerator), denominator: around(denominator) };
  }
  return null;
}

/**
 * Where the figures of a fraction glyph would stand in the picture of one word too small or faint for
 * its figures, slash and bar to part (fractionParts found none): the upper left and the lower right of
 * its ink, when it is about as wide as tall. The figures read there say whether it was a fraction.
 */
export function fractionQuarters(word: GreyImage, threshold: number): { whole: null; numerator: Box; denominator: Box } | null {
  const blots = inkBlots(word, threshold);
  if (blots.length === 0) return null;
  const ink = around(blots);
  const [width, height] = [ink.x1 - ink.x0 + 1, ink.y1 - ink.y0 + 1];
  if (width < 0.4 * height || width > 1.1 * height) return null;
  return {
    whole: null,
    numerator: { x0: ink.x0, y0: ink.y0, x1: ink.x0 + Math.round(0.5 * width), y1: ink.y0 + Math.round(0.45 * height) },
    denominator: { x0: ink.x1 - Math.round(0.5 * width), y0: ink.y1 - Math.round(0.45 * height), x1: ink.x1, y1: ink.y1 },
  };
}

/** The part of a picture inside `box` (x1, y1 inclusive) with `pad` pixels around it, white beyond the picture's edges. */
export function crop(image: GreyImage, box: Box, pad = 0): GreyImage {
  const [x0, y0] = [Math.floor(box.x0) - pad, Math.floor(box.y0) - pad];
  const width = Math.max(1, Math.ceil(box.x1) + pad - x0 + 1);
  const height = Math.max(1, Math.ceil(box.y1) + pad - y0 + 1);
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y += 1) {
    const sy = y0 + y;
    if (sy < 0 || sy >= image.height) continue;
    for (let x = 0; x < width; x += 1) {
      const sx = x0 + x;
      if (sx >= 0 && sx < image.width) data[y * width + x] = image.data[sy * image.width + sx];
    }
  }
  return { data, width, height };
}

/** A point of a picture, x then y. */
export type Point = [number, number];

/** The 3×3 matrix (row-major, the last entry 1) of the perspective that takes each of four `from` points to its `to` point. */
export function homography(from: Point[], to: Point[]): number[] {
  const rows: number[][] = [];
  from.forEach(([x, y], index) => {
    const [u, v] = to[index];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  // Gaussian elimination with partial pivoting on the 8×9 augmented matrix.
  for (let column = 0; column < 8; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < 8; row += 1) if (Math.abs(rows[row][column]) > Math.abs(rows[pivot][column])) pivot = row;
    [rows[column], rows[pivot]] = [rows[pivot], rows[column]];
    for (let row = 0; row < 8; row += 1) {
      if (row === column) continue;
      const factor = rows[row][column] / rows[column][column];
      for (let k = column; k < 9; k += 1) rows[row][k] -= factor * rows[column][k];
    }
  }
  return [...rows.map((row, index) => row[8] / row[index]), 1];
}

type Side = 'left' | 'right' | 'top' | 'bottom';
/** A straight edge: its position across the picture at each point along it (x by y for left and right, y by x for top and bottom). */
interface Edge {
  slope: number;
  offset: number;
}

/** A picture in colour (three bytes a pixel, red, green, blue) or grey (one), row by row. */
export interface Picture extends GreyImage {
  channels: 1 | 3;
}

/** Light as its logarithm: a lamp or a shadow multiplies it, so the card's step from the table is the same size wherever it stands. */
const LOG_LEVEL = Float64Array.from({ length: 256 }, (_, level) => Math.log(1 + level));
/**
 * The card differs from what it lies on by at least this much in one of its colours (log: about 1.65
 * times): a dark table is 3 times darker than paper and a dark coloured band across the card's top
 * (white letters on teal) another colour than brown wood; a grey table is not told apart from paper.
 */
const CARD_STEP = 0.5;
/** The step is measured over this many pixels on each side of a point (of a copy about 1000 pixels long, blurred a little). */
const STEP_REACH = 3;

/**
 * Where the card's `side` edge crosses each row (left, right) or column (top, bottom): scanning in
 * from that side of the picture, the first place where the colour changes sharply to one well apart
 * from what the scan began on and not darker than it, before anything brighter. A scan that begins on
 * paper finds none (text is darker than the paper and steps back to the paper's own colour).
 */
function edgePoints(image: Picture, side: Side): Point[] {
  const across = side === 'left' || side === 'right';
  const [lines, length] = across ? [image.height, image.width] : [image.width, image.height];
  const inward = side === 'left' || side === 'top';
  const { channels } = image;
  const level = (line: number, step: number, channel: number) => {
    const position = inward ? step : length - 1 - step;
    return LOG_LEVEL[image.data[(across ? line * image.width + position : position * image.width + line) * channels + channel]];
  };
  const colour = (line: number, step: number) => Array.from({ length: channels }, (_, channel) => level(line, step, channel));
  const brightness = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  /** The channel that changes most from `a` to `b`, and by how much (signed). */
  const change = (a: number[], b: number[]) => {
    let [channel, by] = [0, 0];
    for (let index = 0; index < a.length; index += 1) if (Math.abs(b[index] - a[index]) > Math.abs(by)) [channel, by] = [index, b[index] - a[index]];
    return { channel, by };
  };
  const start = Math.max(3, Math.round(length * 0.01));
  const points: Point[] = [];
  for (let line = 0; line < lines; line += 1) {
    const outside = new Array<number>(channels).fill(0);
    for (let step = 0; step < start; step += 1) colour(line, step).forEach((value, channel) => (outside[channel] += value / start));
    for (let step = start + STEP_REACH; step < length * 0.45; step += 1) {
      const [before, after] = [colour(line, step - STEP_REACH), colour(line, step + STEP_REACH)];
      if (before.some((value, channel) => value > outside[channel] + 0.7 * CARD_STEP)) break;
      const { channel, by } = change(before, after);
      if (Math.abs(by) <= CARD_STEP || Math.abs(change(outside, after).by) <= CARD_STEP || brightness(after) < brightness(outside) - 0.7 * CARD_STEP)
        continue;
      // The steepest point of this step in that colour, then where the colour there passes halfway, between pixels.
      const sign = Math.sign(by);
      const rise = (at: number) => sign * (level(line, at + STEP_REACH, channel) - level(line, at - STEP_REACH, channel));
      let steepest = step;
      for (let next = step + 1; next <= step + 2 * STEP_REACH && next + STEP_REACH < length; next += 1)
        if (rise(next) > rise(steepest)) steepest = next;
      const halfway = (level(line, steepest - STEP_REACH, channel) + level(line, steepest + STEP_REACH, channel)) / 2;
      let up = steepest - STEP_REACH + 1;
      while (sign * (level(line, up, channel) - halfway) < 0) up += 1;
      const below = level(line, up - 1, channel);
      const crossing = up - 1 + (halfway - below) / (Math.abs(level(line, up, channel) - below) > 1e-9 ? level(line, up, channel) - below : sign);
      // In the picture's continuous coordinates, where pixel i spans i to i + 1.
      points.push([line + 0.5, (inward ? crossing : length - 1 - crossing) + 0.5]);
      break;
    }
  }
  return points;
}

/**
 * The straight line through most of `points` (along, across): the two-point line that passes within
 * 1.5 pixels of the most of them (tried on pairs picked by a fixed sequence, so a picture always gives
 * the same line), refined by least squares on those. Null when fewer than `needed` points are on it.
 */
function straightEdge(points: Point[], needed: number): Edge | null {
  if (points.length < needed) return null;
  let state = 0x9e3779b9;
  const pick = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return points[(state >>> 0) % points.length];
  };
  let best: Point[] = [];
  for (let trial = 0; trial < 300; trial += 1) {
    const [[a0, c0], [a1, c1]] = [pick(), pick()];
    if (Math.abs(a1 - a0) < 10) continue;
    const slope = (c1 - c0) / (a1 - a0);
    const offset = c0 - slope * a0;
    const near = points.filter(([along, position]) => Math.abs(position - (slope * along + offset)) <= 1.5);
    if (near.length > best.length) best = near;
  }
  if (best.length < needed) return null;
  const count = best.length;
  const meanAlong = best.reduce((sum, [along]) => sum + along, 0) / count;
  const meanAcross = best.reduce((sum, [, position]) => sum + position, 0) / count;
  let [covariance, variance] = [0, 0];
  for (const [along, position] of best) {
    covariance += (along - meanAlong) * (position - meanAcross);
    variance += (along - meanAlong) ** 2;
  }
  const slope = covariance / variance;
  return { slope, offset: meanAcross - slope * meanAlong };
}

/** Where a left or right edge (x by y) meets a top or bottom one (y by x). */
function corner(upright: Edge, level: Edge): Point {
  const x = (upright.slope * level.offset + upright.offset) / (1 - upright.slope * level.slope);
  return [x, level.slope * x + level.offset];
}

/**
 * The corners of a card photographed on something darker (a table), in order top left, top right,
 * bottom right, bottom left: each of its four edges is the line through the places where the colour
 * changes to the card's, seen from that side of the picture, along at least a third of the picture.
 * Null when the picture shows no such card (a scan, a page that fills the picture, a card on a pale
 * table, a card cut by the picture's edge): it is then read as it is. Best on a copy in colour about
 * 1000 pixels long, blurred a little.
 */
export function cardCorners(image: Picture): Point[] | null {
  const edges = {} as Record<Side, Edge>;
  for (const side of ['left', 'right', 'top', 'bottom'] as const) {
    const lines = side === 'left' || side === 'right' ? image.height : image.width;
    const edge = straightEdge(edgePoints(image, side), Math.round(lines / 3));
    // An edge turned more than about 20° is not a card's.
    if (!edge || Math.abs(edge.slope) > 0.36) return null;
    edges[side] = edge;
  }
  const corners = [
    corner(edges.left, edges.top),
    corner(edges.right, edges.top),
    corner(edges.right, edges.bottom),
    corner(edges.left, edges.bottom),
  ];
  const outside = corners.some(([x, y]) => x < -2 || y < -2 || x > image.width + 1 || y > image.height + 1);
  // The shoelace formula: the card covers at least a fifth of the picture.
  const area = Math.abs(corners.reduce((sum, [x, y], index) => sum + x * corners[(index + 1) % 4][1] - corners[(index + 1) % 4][0] * y, 0)) / 2;
  return outside || area < (image.width * image.height) / 5 ? null : corners;
}

/**
 * The card inside `corners` (top left, top right, bottom right, bottom left) drawn flat as a rectangle
 * as wide as its longer top or bottom edge and as tall as its longer side, less `trim` pixels all
 * round (the edge itself, half table), each pixel sampled bilinearly where the perspective puts it;
 * white beyond the picture.
 */
export function flattenCard(image: GreyImage, corners: Point[], trim = 0): GreyImage {
  const length = (a: Point, b: Point) => Math.hypot(b[0] - a[0], b[1] - a[1]);
  const cardWidth = Math.round(Math.max(length(corners[0], corners[1]), length(corners[3], corners[2])));
  const cardHeight = Math.round(Math.max(length(corners[0], corners[3]), length(corners[1], corners[2])));
  const to = homography(
    [
      [0, 0],
      [cardWidth, 0],
      [cardWidth, cardHeight],
      [0, cardHeight],
    ],
    corners,
  );
  const [width, height] = [Math.max(1, cardWidth - 2 * trim), Math.max(1, cardHeight - 2 * trim)];
  const data = new Uint8Array(width * height).fill(255);
  const source = image.data;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [cx, cy] = [x + trim + 0.5, y + trim + 0.5];
      const w = to[6] * cx + to[7] * cy + to[8];
      const u = (to[0] * cx + to[1] * cy + to[2]) / w - 0.5;
      const v = (to[3] * cx + to[4] * cy + to[5]) / w - 0.5;
      if (u < 0 || v < 0 || u >= image.width - 1 || v >= image.height - 1) continue;
      const [x0, y0] = [Math.floor(u), Math.floor(v)];
      const [fx, fy] = [u - x0, v - y0];
      const at = y0 * image.width + x0;
      const top = source[at] * (1 - fx) + source[at + 1] * fx;
      const bottom = source[at + image.width] * (1 - fx) + source[at + image.width + 1] * fx;
      data[y * width + x] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return { data, width, height };
}
