export * from './protocol';
export * from './shield-domains';
export * from './bridge';
