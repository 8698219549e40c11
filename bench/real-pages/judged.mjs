// Pages where Savor's answer and recipe-scrapers' truth differ, judged blind against the page (judged.json, see
// bench/url-pages/README.md "Judged disagreements"): a judgement holds only for the very answer it judged, so a
// changed answer is scored against the truth again until it is judged anew.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const JUDGED = JSON.parse(readFileSync(new URL('./judged.json', import.meta.url), 'utf8'));

/** The fields as the scoring names them, and where each sits in Savor's answer. */
const ANSWER_FIELD = { title: 'name', ingredients: 'ingredients', steps: 'instructions' };

/** A short digest of one field of an answer: what a judgement was made on. */
export const answerDigest = (answer, field) =>
  createHash('sha256')
    .update(JSON.stringify(answer?.[ANSWER_FIELD[field]] ?? null))
    .digest('hex')
    .slice(0, 16);

/** Whether each field the truth counts wrong was judged, on this very answer, as faithful to the page. */
export function judgedFaithful(result) {
  if (result.right) return true;
  if (result.status !== 200) return false;
  const judged = JUDGED.pages[result.id] ?? {};
  return Object.keys(ANSWER_FIELD)
    .filter((field) => !result[field])
    .every((field) => judged[field]?.answer === answerDigest(result.answer, field) && judged[field].savorFaithful);
}
