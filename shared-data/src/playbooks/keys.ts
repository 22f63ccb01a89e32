import { createQueryKeys } from '../query/create-query-keys';

const playbooks = createQueryKeys('playbooks');
export const playbookKeys = {
  ...playbooks,
  byUser: (userId: string) => playbooks.list({ userId }),
};
