export * from './auth-context';
export * from './auth-provider';
export * from './load-profile';
export * from './sign-up-defaults';
export * from './password-auth';
export * from './password-rule';
export { SESSION_EXPIRED, SESSION_EXPIRED_UNSAVED, sessionExpiredMessage, type ExpiredSession } from './session-end';
