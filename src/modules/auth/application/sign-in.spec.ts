import type { DomainEvent, Outbox } from '../../../platform/events/outbox.js';
import { Clock } from '../../../platform/clock/clock.js';
import type { AppConfig } from '../../../platform/config/app-config.js';
import { GoogleAccountError, InvalidCredentialsError, TooManyAttemptLogError } from '../domain/auth.errors.js';
import { UserSignedIn } from '../domain/events.js';
import { User } from '../domain/user.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { type RateLimit, RateLimiter, type RateLimitSlot } from '../../../platform/database/rate-limiter.js';
import { type PublicUserProfile, UserRepository } from './ports/user.repository.js';
import { MAX_FAILURES_PER_ACCOUNT, SignIn } from './sign-in.js';

class PlainHasher extends PasswordHasher {
  async hash(password: string) {
    return `plain:${password}`;
  }
  async verify(password: string, hash: string) {
    return hash === `plain:${password}`;
  }
}

class MemoryUsers extends UserRepository {
  readonly rows: User[] = [];
  async findById(id: number) {
    return this.rows.find((user) => user.id === id) ?? null;
  }
  async findByEmail(email: string) {
    return this.rows.find((user) => user.email === email) ?? null;
  }
  async findByGoogleId(googleId: string) {
    return this.rows.find((user) => user.googleId === googleId) ?? null;
  }
  async isUsernameTaken(username: string) {
    return this.rows.some((user) => user.username.toLowerCase() === username.toLowerCase());
  }
  async save(user: User) {
    if (!this.rows.includes(user)) this.rows.push(Object.assign(user, { id: this.rows.length + 1 }));
  }
  async findPublicProfile(): Promise<PublicUserProfile | null> {
    return null;
  }
  async lockForRemoval(id: number) {
    const user = await this.findById(id);
    return user && { username: user.username, isAdmin: user.isAdmin };
  }
  async delete(id: number) {
    this.rows.splice(
      this.rows.findIndex((user) => user.id === id),
      1,
    );
  }
}

class MemoryAttempts extends RateLimiter {
  failures: { id: number; key: string; at: Date }[] = [];
  private nextId = 1;
  countSince(key: string, since: Date) {
    return this.failures.filter((failure) => failure.key === key && failure.at >= since).length;
  }
  async take(limits: RateLimit[], now: Date): Promise<RateLimitSlot | null> {
    if (limits.some((limit) => this.countSince(limit.key, limit.since) >= limit.max)) return null;
    const taken = limits.map((limit) => ({ id: this.nextId++, key: limit.key, at: now }));
    this.failures.push(...taken);
    return taken.map((attempt) => attempt.id);
  }
  async giveBack(slot: RateLimitSlot) {
    this.failures = this.failures.filter((failure) => !slot.includes(failure.id));
  }
  async clear(key: string) {
    this.failures = this.failures.filter((failure) => failure.key !== key);
  }
}

const SIGN_IN_TIME = new Date('2031-05-04T08:00:00Z');

class FixedClock extends Clock {
  now() {
    return SIGN_IN_TIME;
  }
}

/** The outbox's contract without a database: the write, then the events it announces, in order. */
class MemoryOutbox {
  readonly published: DomainEvent[] = [];

  async publish<T>(write: () => Promise<T>, announce: (result: T) => DomainEvent | DomainEvent[]): Promise<T> {
    const result = await write();
    this.published.push(...[announce(result)].flat());
    return result;
  }
}

function setup(adminEmails: string[] = []) {
  const users = new MemoryUsers();
  const attempts = new MemoryAttempts();
  const outbox = new MemoryOutbox();
  const signIn = new SignIn(users, new PlainHasher(), attempts, { adminEmails } as AppConfig, outbox as unknown as Outbox, new FixedClock());
  return { users, attempts, outbox, signIn };
}

const credentials = (password: string) => ({ email: 'COOK@example.com', password, clientAddress: '10.0.0.1' });

describe('SignIn', () => {
  it('accepts the right password whatever the email case and records the sign-in', async () => {
    const { users, signIn } = setup();
    await users.save(new User({ email: 'cook@example.com', username: 'cook', name: 'Cook', passwordHash: 'plain:secret1' }));
    const user = await signIn.execute(credentials('secret1'));
    expect(user.lastLoginAt).toEqual(SIGN_IN_TIME);
  });

  it('publishes UserSignedIn with the time of a successful sign-in only', async () => {
    const { users, outbox, signIn } = setup();
    await users.save(new User({ email: 'cook@example.com', username: 'cook', name: 'Cook', passwordHash: 'plain:secret1' }));
    await expect(signIn.execute(credentials('wrong'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    const user = await signIn.execute(credentials('secret1'));
    expect(outbox.published).toEqual([new UserSignedIn(user.id, SIGN_IN_TIME)]);
  });

  it('gives the same error for an unknown email and a wrong password', async () => {
    const { users, signIn } = setup();
    await expect(signIn.execute(credentials('secret1'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    await users.save(new User({ email: 'cook@example.com', username: 'cook', name: 'Cook', passwordHash: 'plain:secret1' }));
    await expect(signIn.execute(credentials('wrong'))).rejects.toBeInstanceOf(InvalidCredentialsError);
  });

  it('locks the account after too many failures and forgets them after a success', async () => {
    const { users, attempts, signIn } = setup();
    await users.save(new User({ email: 'cook@example.com', username: 'cook', name: 'Cook', passwordHash: 'plain:secret1' }));
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i += 1) {
      await expect(signIn.execute(credentials('wrong'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    }
    await signIn.execute(credentials('secret1'));
    expect(attempts.countSince('account:cook@example.com', new Date(0))).toBe(0);
    expect(attempts.countSince('address:10.0.0.1', new Date(0))).toBe(MAX_FAILURES_PER_ACCOUNT - 1);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      await expect(signIn.execute(credentials('wrong'))).rejects.toBeInstanceOf(InvalidCredentialsError);
    }
    await expect(signIn.execute(credentials('secret1'))).rejects.toBeInstanceOf(TooManyAttemptLogError);
  });

  it('tells a Google-only account to use Google Sign-In', async () => {
    const { users, signIn } = setup();
    await users.save(new User({ email: 'cook@example.com', username: 'cook', name: 'Cook', passwordHash: null, googleId: 'g' }));
    const error = await signIn.execute(credentials('anything')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GoogleAccountError);
    expect((error as Error).message).toContain('Google Sign-In');
  });

  it('promotes accounts on the admin list when they sign in, once their email is verified', async () => {
    const { users, signIn } = setup(['cook@example.com']);
    const user = new User({ email: 'cook@example.com', username: 'cook', name: 'Cook', passwordHash: 'plain:secret1' });
    await users.save(user);
    expect((await signIn.execute(credentials('secret1'))).isAdmin).toBe(false);
    user.emailVerified = true;
    expect((await signIn.execute(credentials('secret1'))).isAdmin).toBe(true);
  });
});
