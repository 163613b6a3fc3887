import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface StaffRow {
  id: number;
  email: string;
  name: string;
  passwordHash: string;
}

/** Staff accounts and their sessions (issue 28): SQL only. Sessions are kept by the SHA-256 of their token. */
export class StaffRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(u: { email: string; name: string; passwordHash: string; createdAt: string }): Promise<number> {
    const r = await this.db
      .insertInto('staff_users')
      .values({ email: u.email, name: u.name, password_hash: u.passwordHash, created_at: u.createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.db.updateTable('staff_users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
    // a new password ends every session opened with the old one
    await this.db.deleteFrom('staff_sessions').where('staff_id', '=', id).execute();
  }

  async byEmail(email: string): Promise<StaffRow | undefined> {
    const r = await this.db.selectFrom('staff_users').selectAll().where('email', '=', email).executeTakeFirst();
    return r ? { id: Number(r.id), email: r.email, name: r.name, passwordHash: r.password_hash } : undefined;
  }

  async list(): Promise<{ id: number; email: string; name: string }[]> {
    const rows = await this.db.selectFrom('staff_users').select(['id', 'email', 'name']).orderBy('id').execute();
    return rows.map((r) => ({ id: Number(r.id), email: r.email, name: r.name }));
  }

  async openSession(s: { tokenHash: string; staffId: number; createdAt: string; expiresAt: string }): Promise<void> {
    await this.db
      .insertInto('staff_sessions')
      .values({ token_hash: s.tokenHash, staff_id: s.staffId, created_at: s.createdAt, expires_at: s.expiresAt })
      .execute();
  }

  /** The staff member of a session that has not expired at `now`. */
  async bySession(tokenHash: string, now: string): Promise<Omit<StaffRow, 'passwordHash'> | undefined> {
    const r = await this.db
      .selectFrom('staff_sessions')
      .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
      .select(['staff_users.id', 'staff_users.email', 'staff_users.name'])
      .where('staff_sessions.token_hash', '=', tokenHash)
      .where('staff_sessions.expires_at', '>', now)
      .executeTakeFirst();
    return r ? { id: Number(r.id), email: r.email, name: r.name } : undefined;
  }

  async closeSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async purgeExpired(now: string): Promise<void> {
    await this.db.deleteFrom('staff_sessions').where('expires_at', '<=', now).execute();
  }
}
