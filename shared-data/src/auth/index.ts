export * from './auth-context';
export * from './auth-provider';
export * from './load-profile';
export * from './sign-up-defaults';
export * from './password-auth';
export * from './password-rule';
export { sessionExpiredMessage } from './session-end';
