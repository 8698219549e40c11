import { Injectable } from '@nestjs/common';
import { ImageUploads } from '../../../platform/media/image-uploads.js';
import {
  CurrentPasswordRequiredError,
  EmailTakenError,
  InvalidProfilePictureError,
  UserNotFoundError,
  UsernameTakenError,
  WrongCurrentPasswordError,
} from '../domain/auth.errors.js';
import { normalizeEmail, type ProfileChanges, type User } from '../domain/user.js';
import { AccountMail } from './account-mail.js';
import { PasswordHasher } from './ports/password-hasher.js';
import { UserRepository } from './ports/user.repository.js';
import { UserSessions } from './ports/user-sessions.js';

export interface ProfileUpdate extends ProfileChanges {
  currentPassword?: string;
  newPassword?: string;
}

/** Avatars are small: the client crops them square, the server keeps at most 512 px. */
const AVATAR = { maxSide: 512, quality: 85 };

@Injectable()
export class UpdateProfile {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: UserSessions,
    private readonly images: ImageUploads,
    private readonly mail: AccountMail,
  ) {}

  async execute(userId: number, update: ProfileUpdate, sessionId: string): Promise<User> {
    const user = await this.users.findById(userId);
    if (!user) throw new UserNotFoundError();
    const { currentPassword, newPassword, profilePicture, ...changes } = update;

    if (changes.email !== undefined && normalizeEmail(changes.email) !== user.email) {
      if (await this.users.findByEmail(normalizeEmail(changes.email))) throw new EmailTakenError();
    }
    if (changes.username !== undefined && changes.username.trim().toLowerCase() !== user.username.toLowerCase()) {
      if (await this.users.isUsernameTaken(changes.username)) throw new UsernameTakenError();
    }
    if (newPassword) {
      if (user.hasPassword()) {
        if (!currentPassword) throw new CurrentPasswordRequiredError();
        if (!(await this.hasher.verify(currentPassword, user.passwordHash!))) throw new WrongCurrentPasswordError();
      }
      user.setPasswordHash(await this.hasher.hash(newPassword));
    }
    const previousEmail = user.email;
    const { emailChanged } = user.updateProfile({ ...changes, profilePicture: await this.storedPicture(user, profilePicture) });
    await this.users.save(user);
    if (newPassword) await this.sessions.endAll(user.id, sessionId);
    if (emailChanged) {
      await this.mail.sendVerificationLink(user);
      await this.mail.sendEmailChangedNotice(previousEmail, user);
    }
    return user;
  }

  /** '' or null removes the picture; a data URL is stored as a file; the current URL stays as it is. */
  private async storedPicture(user: User, picture: string | null | undefined): Promise<string | null | undefined> {
    if (picture === undefined || picture === user.profilePicture) return undefined;
    if (!picture) return null;
    if (picture.startsWith('data:')) return this.images.storeDataUrl(picture, AVATAR);
    if (this.images.isStoredMedia(picture)) return picture;
    throw new InvalidProfilePictureError();
  }
}
