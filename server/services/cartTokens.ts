// Unguessable cart secrets: 256-bit tokens from the operating system's CSPRNG, base64url encoded.
import crypto from 'node:crypto';

/** The httpOnly cookie's value: 32 random bytes (256 bits). */
export const newSessionToken = () => crypto.randomBytes(32).toString('base64url');

/** The ?tvcart= recovery value: 24 random bytes (192 bits), independent of the session token. */
export const newRecoveryHash = () => crypto.randomBytes(24).toString('base64url');

/** What the database keeps of a session token: its SHA-256, hex. A leaked table does not open anyone's cart. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token, 'utf8').digest('hex');

/** A session token as this server issues it (43 base64url characters); anything else is ignored, not looked up. */
export const isWellFormedToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
