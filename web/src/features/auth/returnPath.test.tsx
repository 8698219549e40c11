import { safeReturnPath, signInPath } from './returnPath';

describe('return after sign-in', () => {
  it.each([
    ['/recipes/12', '/recipes/12'],
    ['/recipes/12/follow?step=2#top', '/recipes/12/follow?step=2#top'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/ok\nSet-Cookie', '/'],
    [null, '/'],
  ])('keeps %j as %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it('adds the way back to the sign-in address only when there is one', () => {
    expect(signInPath('/')).toBe('/auth');
    expect(signInPath('/profile?tab=x')).toBe('/auth?returnTo=%2Fprofile%3Ftab%3Dx');
  });
});
