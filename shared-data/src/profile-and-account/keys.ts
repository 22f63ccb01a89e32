import { createQueryKeys } from '../query/create-query-keys';

/** The signed-in user's own profile, as last loaded (the auth provider keeps it there for offline use). */
export const profileKeys = createQueryKeys('profiles');
