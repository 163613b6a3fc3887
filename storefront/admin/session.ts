import { isApiError } from '../api/errors';

/** A call refused because the staff session is gone (expired, signed out elsewhere): back to the sign-in form. */
export const signedOut = (err: unknown) => isApiError(err) && err.status === 401;
