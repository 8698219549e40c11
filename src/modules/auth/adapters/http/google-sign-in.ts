/** The passport strategy's name for Google sign-in. */
export const GOOGLE_STRATEGY = 'google';

/**
 * The injection token of the Google strategy, or of null when Google sign-in is not configured; its
 * own module (and passport-google-oauth20 with it, about 1.3 MB of heap) is loaded only when it is.
 */
export const GOOGLE_SIGN_IN = Symbol('GoogleSignIn');
