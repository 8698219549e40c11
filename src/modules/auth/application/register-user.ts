import { Inject, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { EmailTakenError, UsernameTakenError } from '../domain/auth.errors.js';
import type { DietaryRestriction } from '../domain/dietary-restriction.js';
import { UserRegistered } from '../domain/events.js';
import { normalizeEmail, User } from '../domain/user.js';
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
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
    user.applyAdminList(this.config.adminEmails);
    user.recordSignIn();
    await this.users.save(user);
    await this.events.emitAsync(UserRegistered.eventName, new UserRegistered(user.id));
    return user;
  }
}
