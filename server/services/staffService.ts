// Staff accounts and sessions of the back office (issue 28). Passwords are hashed with argon2id (the `argon2`
// package: the reference implementation, prebuilt for the shop's platforms, memory-hard so a stolen table is slow to
// crack); a session is a 256-bit token in an httpOnly cookie whose SHA-256 the database keeps, as a cart's, with an
// expiry. No HTTP here: the routes set the cookie.
import argon2 from 'argon2';
import type { StaffRepository } from '../repositories/staffRepository';
import { hashToken, isWellFormedToken, newSessionToken } from './cartTokens';
import { ShopError } from './shopError';

/** A staff session lasts a working day; signing in again starts a new one. */
export const STAFF_SESSION_HOURS = 12;
/** Long enough to be a passphrase; argon2 takes any length, the cap keeps one sign-in's work bounded. */
export const STAFF_PASSWORD = { min: 12, max: 200 };

export interface Staff {
  id: number;
  email: string;
  name: string;
}

/** Verified against when the e-mail is unknown, so an unknown account takes as long to refuse as a wrong password. */
let decoyHash: Promise<string> | undefined;

export class StaffService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Adds an account (the `npm run admin -- add-user` command), or sets a new password for an existing one. */
  async addUser(input: { email: string; name: string; password: string }): Promise<'added' | 'password-changed'> {
    const email = normaliseEmail(input.email);
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error('the e-mail address is not valid');
    if (input.password.length < STAFF_PASSWORD.min) throw new Error(`the password needs at least ${STAFF_PASSWORD.min} characters`);
    if (input.password.length > STAFF_PASSWORD.max) throw new Error(`the password may have at most ${STAFF_PASSWORD.max} characters`);
    const passwordHash = await argon2.hash(input.password, { type: argon2.argon2id });
    const existing = await this.staff.byEmail(email);
    if (existing) {
      await this.staff.setPassword(existing.id, passwordHash);
      return 'password-changed';
    }
    await this.staff.insert({ email, name: input.name.trim() || email, passwordHash, createdAt: this.now().toISOString() });
    return 'added';
  }

  list(): Promise<Staff[]> {
    return this.staff.list();
  }

  /** Checks the password and opens a session: answers its token (for the cookie) and who signed in. */
  async signIn(email: string, password: string): Promise<{ token: string; staff: Staff; maxAgeSeconds: number }> {
    const found = password.length <= STAFF_PASSWORD.max ? await this.staff.byEmail(normaliseEmail(email)) : undefined;
    const hash = found?.passwordHash ?? (await (decoyHash ??= argon2.hash('not a password of anyone', { type: argon2.argon2id })));
    const ok = await argon2.verify(hash, password.slice(0, STAFF_PASSWORD.max)).catch(() => false);
    if (!found || !ok) throw new ShopError(401, 'staff-sign-in', 'staff-sign-in-failed');
    const token = newSessionToken();
    const now = this.now();
    const maxAgeSeconds = STAFF_SESSION_HOURS * 3600;
    await this.staff.purgeExpired(now.toISOString());
    await this.staff.openSession({
      tokenHash: hashToken(token),
      staffId: found.id,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000).toISOString(),
    });
    return { token, staff: { id: found.id, email: found.email, name: found.name }, maxAgeSeconds };
  }

  /** The staff member behind a cookie's token, or a 401: no token, a token this server never issued, or an expired one. */
  async require(token: unknown): Promise<Staff> {
    const staff = isWellFormedToken(token) ? await this.staff.bySession(hashToken(token), this.now().toISOString()) : undefined;
    if (!staff) throw new ShopError(401, 'staff-session', 'staff-session-required');
    return staff;
  }

  async signOut(token: unknown): Promise<void> {
    if (isWellFormedToken(token)) await this.staff.closeSession(hashToken(token));
  }
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();
