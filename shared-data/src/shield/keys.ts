import { createQueryKeys } from '../query/create-query-keys';

const settings = createQueryKeys('user-settings');
export const settingsKeys = {
  ...settings,
  byUser: (userId: string) => settings.detail(userId),
  rules: (userId: string) => [...settings.detail(userId), 'rules'] as const,
};
