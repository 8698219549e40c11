import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeEmail } from '../../domain/user.js';

/** Grants or revokes admin rights by email (the `npm run admin` command); false when no such account. */
export async function setAdmin(em: EntityManager, email: string, isAdmin: boolean): Promise<boolean> {
  const result = await em
    .getConnection()
    .execute<{ affectedRows: number }>('update users set is_admin = ? where email = ?', [isAdmin, normalizeEmail(email)], 'run');
  return result.affectedRows > 0;
}
