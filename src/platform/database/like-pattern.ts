/** `text` with LIKE's wildcards (and its escape character) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** A LIKE / ILIKE pattern matching any text that contains `text`, wildcards taken literally. */
export function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
