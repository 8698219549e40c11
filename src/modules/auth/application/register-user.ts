import { Injectable } from '@nestjs/common';
import { Outbox } from '../../../platform/events/outbox.js';
import { EmailTakenError, UsernameTakenError } from '../domain/auth.errors.js';
import type { DietaryRestriction } from '../domain/dietary-restriction.js';
import { UserRegistered } from '../domain/events.js';
import { normalizeEmail, User } from '../domain/user.js';
import { AccountMail } from './account-mail.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';

export interface Registration {
  email: string;
  password: string;
  username: string;
  name?: string;
  dietaryRestrictions?: DietaryRestriction[];
}

@Injectable()
export class RegisterUser {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly outbox: Outbox,
    private readonly mail: AccountMail,
  ) {}

  async execute(registration: Registration): Promise<User> {
    if (await this.users.findByEmail(normalizeEmail(registration.email))) throw new EmailTakenError();
    if (await this.users.isUsernameTaken(registration.username)) throw new UsernameTakenError();
    const user = new User({
      email: registration.email,
      username: registration.username,
      name: registration.name ?? '',
      passwordHash: await this.hasher.hash(registration.password),
      dietaryRestrictions: registration.dietaryRestrictions,
    });
    user.recordSignIn();
    await this.outbox.publish(
      () => this.users.save(user),
      () => new UserRegistered(user.id),
    );
    await this.mail.sendVerificationLink(user);
    return user;
  }
}
