import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { type PublicUserProfile, UserRepository } from '../../application/ports/user.repository.js';
import { EmailTakenError, UsernameTakenError } from '../../domain/auth.errors.js';
import { User } from '../../domain/user.js';

@Injectable()
export class MikroOrmUserRepository extends UserRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findById(id: number): Promise<User | null> {
    return this.em.findOne(User, { id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.em.findOne(User, { email });
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.em.findOne(User, { googleId });
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    const rows = await this.em.execute<{ found: number }[]>('select 1 as found from users where lower(username) = lower(?) limit 1', [username]);
    return rows.length > 0;
  }

  async save(user: User): Promise<void> {
    try {
      await this.em.persist(user).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        if (error.message.includes('users_email_unique')) throw new EmailTakenError();
        if (error.message.includes('users_username_lower_unique')) throw new UsernameTakenError();
      }
      throw error;
    }
  }

  async findPublicProfile(id: number): Promise<PublicUserProfile | null> {
    const rows = await this.em.execute<PublicUserProfile[]>(
      'select id, username, name, profile_picture as "profilePicture", bio from users where id = ?',
      [id],
    );
    return rows[0] ?? null;
  }

  /** On the EntityManager itself (not its connection), so both join the transaction the caller runs them in. */
  async lockForRemoval(id: number): Promise<{ username: string; isAdmin: boolean } | null> {
    const [row] = await this.em.execute<{ username: string; isAdmin: boolean }[]>(
      'select username, is_admin as "isAdmin" from users where id = ? for update',
      [id],
    );
    return row ?? null;
  }

  async delete(id: number): Promise<void> {
    await this.em.execute('delete from users where id = ?', [id], 'run');
  }
}
