import { ScryptPasswordHasher } from './scrypt-password-hasher.js';

describe('ScryptPasswordHasher', () => {
  const hasher = new ScryptPasswordHasher();

  it('verifies the right password only, with a random salt per hash', async () => {
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('correct horse', first)).toBe(true);
    expect(await hasher.verify('correct horse!', first)).toBe(false);
    expect(await hasher.verify('correct horse', 'not-a-hash')).toBe(false);
  });
});
