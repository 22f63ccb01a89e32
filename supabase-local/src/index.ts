export { startLocalServer, type LocalServer, type LocalServerOptions } from './server.ts';
export { DataDirInUseError } from './lock.ts';
export type { Mail, Mailbox } from './mailbox.ts';
export type { Database, Queryable, QueryResult } from './db/types.ts';
export type { ApiResponse, JwtClaims, Role } from './http/types.ts';
export type { RestRequest } from './rest/request.ts';
