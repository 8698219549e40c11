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

  it('becomes admin only when its email is on the admin list', () => {
    const user = new User(base);
    user.applyAdminList(['someone@example.com']);
    expect(user.isAdmin).toBe(false);
    user.applyAdminList(['ada@example.com']);
    expect(user.isAdmin).toBe(true);
  });

  it('has no password when it signs in with Google only', () => {
    expect(new User({ ...base, passwordHash: null, googleId: 'g-1' }).hasPassword()).toBe(false);
    expect(new User(base).hasPassword()).toBe(true);
  });
});
