import { screen } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { makeRecipe } from '../../recipes/testFixtures';
import { CookingHeader } from './CookingHeader';

function header(times: { prepTime: number | null; cookTime: number; totalTime: number | null }) {
  renderAt(<CookingHeader recipe={makeRecipe(times)} backTo="/recipes/x/42" percent={0} doneCount={0} stepCount={2} awake={false} />);
}

describe('CookingHeader: the time badge', () => {
  it("shows the recipe's total when it gives one", () => {
    header({ prepTime: 15, cookTime: 45, totalTime: 90 });
    expect(screen.getByText('90 mins')).toBeTruthy();
  });

  it('adds preparation and cooking without a total', () => {
    header({ prepTime: 15, cookTime: 45, totalTime: null });
    expect(screen.getByText('60 mins')).toBeTruthy();
  });

  it('is the cook time when nothing else is given', () => {
    header({ prepTime: null, cookTime: 45, totalTime: null });
    expect(screen.getByText('45 mins')).toBeTruthy();
  });
});
