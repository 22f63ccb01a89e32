import { playbooksQueryOptions } from './api/get-playbooks';

// The playbook reads by the names the pages use (playbookQueries.byUser(userId)).

export const playbookQueries = { byUser: playbooksQueryOptions };
