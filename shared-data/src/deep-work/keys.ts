import { createQueryKeys } from '../query/create-query-keys';

const deepWork = createQueryKeys('deep-work-sessions');
export const deepWorkKeys = {
  ...deepWork,
  byUser: (userId: string) => deepWork.list({ userId }),
  byTask: (taskId: string) => deepWork.list({ taskId }),
  /** date: the local day, yyyy-MM-dd */
  today: (userId: string, date: string) => deepWork.list({ userId, date }),
  range: (userId: string, from: string, to: string) => deepWork.list({ userId, from, to }),
};
