import { normalizeEmail, User } from './user.js';

const base = { email: 'Ada@Example.COM ', username: ' Ada_1 ', name: 'Ada Lovelace', passwordHash: 'hash' };

describe('User', () => {
  it('stores the email lower-cased and trimmed, and keeps the username case', () => {
    const user = new User(base);
    expect(user.email).toBe('ada@example.com');
    expect(user.username).toBe('Ada_1');
    expect(normalizeEmail('  MIXED@Case.org')).toBe('mixed@case.org');
  });

  it('names an account after its email when no name is given', () => {
    expect(new User({ ...base, name: '   ' }).name).toBe('ada');
  });

  it('drops repeated dietary restrictions', () => {
    expect(new User({ ...base, dietaryRestrictions: ['vegan', 'vegan', 'keto'] }).dietaryRestrictions).toEqual(['vegan', 'keto']);
  });

  it('becomes admin only when its verified email is on the admin list', () => {
    const user = new User(base);
    user.applyAdminList(['ada@example.com']);
    expect(user.isAdmin).toBe(false);
    user.verifyEmail(['someone@example.com']);
    expect(user.isAdmin).toBe(false);
    user.verifyEmail(['ada@example.com']);
    expect(user.isAdmin).toBe(true);
  });

  it('loses its verified status when the email changes, and keeps it otherwise', () => {
    const user = new User({ ...base, emailVerified: true });
    expect(user.updateProfile({ email: 'ADA@example.com', name: 'Ada' })).toEqual({ emailChanged: false });
    expect(user.emailVerified).toBe(true);
    expect(user.updateProfile({ email: 'other@example.com' })).toEqual({ emailChanged: true });
    expect(user.emailVerified).toBe(false);
  });

  it('gives an unverified account to the verified Google owner of its address, without the old password', () => {
    const squatted = new User(base);
    expect(squatted.linkGoogle('g-1', ['ada@example.com'])).toEqual({ tookOver: true });
    expect(squatted).toMatchObject({ passwordHash: null, googleId: 'g-1', emailVerified: true, isAdmin: true });

    const owned = new User({ ...base, emailVerified: true });
    expect(owned.linkGoogle('g-2', [])).toEqual({ tookOver: false });
    expect(owned).toMatchObject({ passwordHash: 'hash', googleId: 'g-2', isAdmin: false });
  });

  it('has no password when it signs in with Google only', () => {
    expect(new User({ ...base, passwordHash: null, googleId: 'g-1' }).hasPassword()).toBe(false);
    expect(new User(base).hasPassword()).toBe(true);
  });
});
