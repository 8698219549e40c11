export interface QuickPrompt {
  label: 'Suggest recipes' | 'Cooking tips' | 'Meal planning';
  questions: readonly string[];
}

/** The three quick prompts of the Ask Savorus card; each fills the input with one of its questions. */
export const QUICK_PROMPTS: readonly QuickPrompt[] = [
  {
    label: 'Suggest recipes',
    questions: [
      'What can I make for dinner tonight with chicken, rice and spinach?',
      'Can you suggest a quick vegetarian pasta recipe?',
      'What is a cosy soup I can make in under 30 minutes?',
      'Suggest a simple dessert I can bake with pantry staples.',
    ],
  },
  {
    label: 'Cooking tips',
    questions: [
      'How do I get a perfect sear on a steak?',
      'What is the secret to fluffy rice every time?',
      'How can I keep fresh herbs from wilting?',
      'How do I know when oil is hot enough for frying?',
    ],
  },
  {
    label: 'Meal planning',
    questions: [
      'Help me plan five healthy weeknight dinners.',
      'How can I meal prep lunches for the week on a budget?',
      'Plan a balanced vegetarian menu for three days.',
      'What should I batch cook on Sunday to save time?',
    ],
  },
];

export function pickQuestion(prompt: QuickPrompt, random: () => number = Math.random): string {
  const index = Math.min(prompt.questions.length - 1, Math.floor(random() * prompt.questions.length));
  return prompt.questions[index];
}
