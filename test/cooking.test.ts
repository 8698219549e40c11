import { signedInBrowser } from './support/factories.js';
import { recipeInput } from './support/recipes.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function cookWithRecipe(steps = 3) {
  const cook = await signedInBrowser(t);
  const instructions = Array.from({ length: steps }, (_, index) => `Step ${index + 1}: do the thing for 5 minutes.`);
  const recipe = (await cook.browser.post('/api/recipes').send(recipeInput({ instructions })).expect(201)).body;
  return { ...cook, recipe };
}

describe('cooking progress', () => {
  it('is 404 before the first visit, created once (then 409), read back and updated with both payload shapes', async () => {
    const { browser, recipe, user } = await cookWithRecipe();
    const none = await browser.get(`/api/recipes/${recipe.id}/progress`).expect(404);
    expect(none.body.message).toBe('No cooking progress for this recipe yet');

    const created = await browser
      .post(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 0, completedSteps: [], recipeId: recipe.id })
      .expect(201);
    expect(created.body).toMatchObject({ userId: user.id, recipeId: recipe.id, currentStep: 0, completedSteps: [], isCompleted: false });
    const again = await browser
      .post(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 0, completedSteps: [], recipeId: recipe.id })
      .expect(409);
    expect(again.body.message).toBe('Cooking progress for this recipe already exists');

    await browser
      .patch(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 1, completedSteps: [0], isCompleted: false })
      .expect(200);
    const toggled = await browser
      .patch(`/api/recipes/${recipe.id}/progress`)
      .send({ completedSteps: [0, 2], isCompleted: false })
      .expect(200);
    expect(toggled.body).toMatchObject({ currentStep: 1, completedSteps: [0, 2], isCompleted: false });
    expect((await browser.get(`/api/recipes/${recipe.id}/progress`).expect(200)).body).toMatchObject({ currentStep: 1, completedSteps: [0, 2] });
  });

  it('completes only on the last step with every step done', async () => {
    const { browser, recipe } = await cookWithRecipe(3);
    await browser.post(`/api/recipes/${recipe.id}/progress`).send({ currentStep: 0, completedSteps: [], recipeId: recipe.id }).expect(201);
    const early = await browser
      .patch(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 2, completedSteps: [0, 1], isCompleted: true })
      .expect(400);
    expect(early.body.message).toBe('A recipe is complete only on its last step with every step done');
    const done = await browser
      .patch(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 2, completedSteps: [0, 1, 2], isCompleted: true })
      .expect(200);
    expect(done.body.isCompleted).toBe(true);
  });

  it.each([
    [{ currentStep: 3, completedSteps: [] }, 'Current step must be between 0 and 2'],
    [{ currentStep: -1, completedSteps: [] }, 'Current step must be between 0 and 2'],
    [{ currentStep: 0, completedSteps: [7] }, 'Completed steps must be step numbers between 0 and 2'],
    [{ currentStep: 'two' }, 'Current step must be a whole number'],
    [{ completedSteps: 'all' }, 'Completed steps must be a list of step numbers'],
  ])('refuses %j with "%s", changing nothing', async (body, message) => {
    const { browser, recipe } = await cookWithRecipe(3);
    await browser
      .post(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 1, completedSteps: [0], recipeId: recipe.id })
      .expect(201);
    const response = await browser.patch(`/api/recipes/${recipe.id}/progress`).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect((await browser.get(`/api/recipes/${recipe.id}/progress`)).body).toMatchObject({ currentStep: 1, completedSteps: [0] });
  });

  it('keeps each cook’s progress separate and hides private recipes of others', async () => {
    const owner = await cookWithRecipe(3);
    const other = await signedInBrowser(t);
    await owner.browser
      .post(`/api/recipes/${owner.recipe.id}/progress`)
      .send({ currentStep: 2, completedSteps: [0, 1], recipeId: owner.recipe.id })
      .expect(201);

    await other.browser.get(`/api/recipes/${owner.recipe.id}/progress`).expect(404);
    const hidden = await other.browser.post(`/api/recipes/${owner.recipe.id}/progress`).send({ currentStep: 0, completedSteps: [] }).expect(404);
    expect(hidden.body.message).toBe('Recipe not found');

    await owner.browser.patch(`/api/recipes/${owner.recipe.id}/public`).send({ isPublic: true }).expect(200);
    const mine = await other.browser.post(`/api/recipes/${owner.recipe.id}/progress`).send({ currentStep: 0, completedSteps: [] }).expect(201);
    expect(mine.body).toMatchObject({ userId: other.user.id, currentStep: 0 });
    expect((await owner.browser.get(`/api/recipes/${owner.recipe.id}/progress`)).body).toMatchObject({ currentStep: 2, completedSteps: [0, 1] });
    await t.http().get(`/api/recipes/${owner.recipe.id}/progress`).expect(401);
  });

  it('refuses a recipeId in the body that is not the one in the address', async () => {
    const { browser, recipe } = await cookWithRecipe(3);
    await browser
      .post(`/api/recipes/${recipe.id}/progress`)
      .send({ currentStep: 0, completedSteps: [], recipeId: recipe.id + 1 })
      .expect(400);
  });
});
