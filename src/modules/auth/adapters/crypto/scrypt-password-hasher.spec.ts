import { OWASP_SCRYPT_N } from '../../../../platform/config/app-config.js';
import { ScryptPasswordHasher } from './scrypt-password-hasher.js';

describe('ScryptPasswordHasher', () => {
  it("verifies the right password only, with a random salt per hash, at OWASP's cost by default", async () => {
    const hasher = new ScryptPasswordHasher({ passwordScryptN: OWASP_SCRYPT_N });
    const first = await hasher.hash('correct horse');
    const second = await hasher.hash('correct horse');
    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await hasher.verify('correct horse', first)).toBe(true);
    expect(await hasher.verify('correct horse!', first)).toBe(false);
    expect(await hasher.verify('correct horse', 'not-a-hash')).toBe(false);
  });

  it('verifies a hash with the cost it was made with, whatever the cost of new hashes is now', async () => {
    const cheap = await new ScryptPasswordHasher({ passwordScryptN: 1024 }).hash('correct horse');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    const now = new ScryptPasswordHasher({ passwordScryptN: OWASP_SCRYPT_N });
    expect(await now.verify('correct horse', cheap)).toBe(true);
    expect(await now.verify('wrong horse', cheap)).toBe(false);
  });
});
