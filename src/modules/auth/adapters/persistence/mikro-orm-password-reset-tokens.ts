import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PasswordResetTokens } from '../../application/ports/password-reset-tokens.js';
import { PasswordResetToken } from '../../domain/password-reset-token.js';

@Injectable()
export class MikroOrmPasswordResetTokens extends PasswordResetTokens {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(token: PasswordResetToken): Promise<void> {
    await this.em.persist(token).flush();
  }

  findByHash(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.em.findOne(PasswordResetToken, { tokenHash });
  }

  async retireAllFor(userId: number, now: Date): Promise<void> {
    await this.em.nativeUpdate(PasswordResetToken, { userId, usedAt: null }, { usedAt: now });
  }
}
