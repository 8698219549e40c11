/** A word on a page with its box; y grows downwards. */
export interface PlacedWord {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** How sure OCR is of the word, 0 to 100; absent where nothing was recognised (a PDF's text layer). */
  confidence?: number;
}

/** The words of one printed line as a reader found them (a PDF's text runs may come one a line). */
export type PlacedLine = PlacedWord[];

interface Segment {
  text: string;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A gap wider than this many line heights separates columns, not words. */
const COLUMN_GAP = 1.8;
/** A gap taller than this many line heights between lines makes a new paragraph. */
const PARAGRAPH_GAP = 1.2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
}

/** A line cut where its words stand far apart: two columns that a reader put on one line. */
function segments(line: PlacedLine, height: number): Segment[] {
  const words = [...line].sort((a, b) => a.x0 - b.x0);
  const result: Segment[] = [];
  for (const word of words) {
    const last = result.at(-1);
    if (last && word.x0 - last.x1 <= COLUMN_GAP * height) {
      last.text = `${last.text} ${word.text}`;
      last.x1 = Math.max(last.x1, word.x1);
      last.y0 = Math.min(last.y0, word.y0);
      last.y1 = Math.max(last.y1, word.y1);
    } else {
      result.push({ ...word });
    }
  }
  return result;
}

/**
 * A 'word' that OCR read down a column (a stack of bullets or of amounts, as if it were one tall word):
 * taller than two lines of text and narrower than it is tall. It would join the rows it crosses into one.
 */
function isColumnReading(word: PlacedWord, height: number): boolean {
  const tall = word.y1 - word.y0;
  return tall > 2.2 * height && tall > 1.5 * (word.x1 - word.x0);
}

interface Row {
  segments: Segment[];
  y0: number;
  y1: number;
}

/** Index of the column a segment starts in: the last column start at or left of it, with some slack. */
function columnOf(starts: number[], x0: number, slack: number): number {
  let index = 0;
  starts.forEach((start, candidate) => {
    if (x0 >= start - slack) index = candidate;
  });
  return index;
}

/**
 * The slope of the text (a photo taken a little askew): the median over lines of the rise of their
 * last word's centre over their first one's.
 */
function skew(lines: PlacedLine[]): number {
  const slopes = lines
    .filter((line) => line.length >= 2)
    .map((line) => {
      const [first, last] = [line[0], line[line.length - 1]];
      const run = (last.x0 + last.x1 - first.x0 - first.x1) / 2;
      return run > 0 ? (last.y0 + last.y1 - first.y0 - first.y1) / 2 / run : Number.NaN;
    })
    .filter(Number.isFinite);
  return median(slopes);
}

/** Words grouped into printed rows by their height on the page, top to bottom, after undoing the skew. */
function rowsOf(lines: PlacedLine[]): PlacedWord[][] {
  const slope = skew(lines);
  const words = lines.flat().map((word) => {
    const shift = slope * ((word.x0 + word.x1) / 2);
    return { ...word, y0: word.y0 - shift, y1: word.y1 - shift };
  });
  words.sort((a, b) => a.y0 + a.y1 - b.y0 - b.y1);
  const rows: { words: PlacedWord[]; y0: number; y1: number }[] = [];
  for (const word of words) {
    const row = rows.findLast((candidate) => {
      const overlap = Math.min(candidate.y1, word.y1) - Math.max(candidate.y0, word.y0);
      return overlap >= 0.4 * Math.min(candidate.y1 - candidate.y0, word.y1 - word.y0);
    });
    if (row) {
      row.words.push(word);
      row.y0 = Math.min(row.y0, word.y0);
      row.y1 = Math.max(row.y1, word.y1);
    } else {
      rows.push({ words: [word], y0: word.y0, y1: word.y1 });
    }
  }
  return rows.map((row) => row.words);
}

/**
 * Text in reading order from the words a reader placed (OCR, or a PDF's text layer), whatever order
 * it found them in: rows top to bottom, and where rows run in two or more columns side by side (the
 * ingredients beside the method on a cookbook page, a list in two columns), each column read top to
 * bottom in turn. A region of columns needs two rows that split at the same places; a line that spans
 * the columns, or that comes after a vertical gap, ends it.
 */
export function layoutText(lines: PlacedLine[]): string {
  const all = lines.filter((line) => line.length > 0);
  const height = median(all.flatMap((line) => line.map((word) => word.y1 - word.y0)).filter((value) => value > 0)) || 1;
  const placed = all.map((line) => line.filter((word) => !isColumnReading(word, height))).filter((line) => line.length > 0);
  const rows: Row[] = rowsOf(placed).map((words) => {
    const cut = segments(words, height);
    return { segments: cut, y0: Math.min(...cut.map((part) => part.y0)), y1: Math.max(...cut.map((part) => part.y1)) };
  });

  const output: string[] = [];
  let previous: { y0: number; y1: number } | undefined;
  const push = (text: string, row: { y0: number; y1: number }) => {
    if (previous && row.y0 - previous.y1 > PARAGRAPH_GAP * height) output.push('');
    output.push(text);
    previous = row;
  };

  let index = 0;
  while (index < rows.length) {
    const region = columnRegion(rows, index, height);
    if (!region) {
      for (const segment of rows[index].segments) push(segment.text, rows[index]);
      index += 1;
      continue;
    }
    region.columns.forEach((column, columnIndex) => {
      if (columnIndex > 0) {
        output.push('');
        previous = undefined;
      }
      // Within a column its own lines tell the paragraphs: a row's height spans the other columns too.
      for (const { segment } of column) push(segment.text, segment);
    });
    index = region.end;
  }
  return output.join('\n');
}

/** The column region starting at `start`, when two or more split rows begin one there. */
function columnRegion(rows: Row[], start: number, height: number): { columns: { segment: Segment; row: Row }[][]; end: number } | null {
  if (rows[start].segments.length < 2) return null;
  const slack = 3 * height;
  const starts = rows[start].segments.map((segment) => segment.x0);
  const columns: { segment: Segment; row: Row }[][] = starts.map(() => []);
  let splitRows = 0;
  let end = start;
  for (let index = start; index < rows.length; index += 1) {
    const row = rows[index];
    const before = rows[index - 1];
    const assigned = row.segments.map((segment) => ({ segment, column: columnOf(starts, segment.x0, slack) }));
    // A segment that runs into the next column spans the columns: the region is over.
    const spans = assigned.some(({ segment, column }) => column + 1 < starts.length && segment.x1 > starts[column + 1] - height);
    const distinct = new Set(assigned.map(({ column }) => column)).size === assigned.length;
    const near = index === start || row.y0 - before.y1 <= 2 * height;
    if (spans || !distinct || (row.segments.length < 2 && !near)) break;
    if (row.segments.length >= 2) splitRows += 1;
    for (const { segment, column } of assigned) columns[column].push({ segment, row });
    end = index + 1;
  }
  return splitRows >= 2 ? { columns, end } : null;
}
