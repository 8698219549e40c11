/**
 * Words of a name for matching, in any case and number: lower case, split at anything that is not a
 * letter or a digit ('All-purpose' is 'all', 'purpose'), each made singular by the common English endings
 * ('tomatoes' and 'tomato' match). Both sides of a comparison go through the same function, so a word
 * that is cut wrongly ('molasses') still matches itself.
 */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);
}

function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Where `phrase` occurs in `words` as whole consecutive words: the index after its last word, or -1. */
export function endOfPhrase(words: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return -1;
  for (let end = words.length; end >= phrase.length; end -= 1) {
    if (phrase.every((word, i) => words[end - phrase.length + i] === word)) return end;
  }
  return -1;
}
