export * from './auth-context';
export * from './auth-provider';
export * from './ensure-profile';
export * from './sign-up-defaults';
