// The auth feature's public surface: what the app shell and other features may use.
export { useCurrentUser, useForgetEndedSession, CURRENT_USER_KEY } from './hooks/useCurrentUser';
export { useLogin, useLogout, useRegister } from './hooks/useAuthActions';
export { useSignOut } from './hooks/useSignOut';
export { signInPath } from './returnPath';
export { AccountActions } from './components/AccountActions';
