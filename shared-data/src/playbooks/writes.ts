import { defineWrite } from '../offline/define-write';
import { completePlaybookRun } from './api/complete-playbook-run';
import { createGoalFromPlaybook, type PlaybookRowIds } from './api/create-goal-from-playbook';
import { createPlaybook, type PlaybookInput } from './api/create-playbook';
import { deletePlaybook } from './api/delete-playbook';
import { saveGoalAsPlaybook } from './api/save-goal-as-playbook';
import { updatePlaybook } from './api/update-playbook';

// The writes of playbooks, each declared once (see offline/define-write.ts).

export const playbookWrites = {
  /** `id` null: a new playbook; `newId` is the id made when the user acted (a replay answers with the same playbook). */
  save: defineWrite({
    name: 'playbook.save',
    label: 'Saving the playbook',
    changes: ['playbooks'],
    run: ({ id, newId, userId, input }: { id: string | null; newId: string; userId: string; input: PlaybookInput }) =>
      id ? updatePlaybook(id, input) : createPlaybook(userId, { ...input, id: newId }),
  }),
  delete: defineWrite({
    name: 'playbook.delete',
    label: 'Deleting the playbook',
    changes: ['playbooks', 'goals'],
    run: (id: string) => deletePlaybook(id),
  }),
  /**
   * `id`: the new goal's, and `rows` the ids of its steps and blocks, made when the user acted, so the page
   * shows them at once and a replay answers with the same goal.
   */
  createGoal: defineWrite({
    name: 'playbook.create-goal',
    label: 'Starting a goal from the playbook',
    changes: ['goals', 'tasks'],
    run: ({ playbookId, date, id, rows }: { playbookId: string; date: string; id: string; rows?: PlaybookRowIds }) =>
      createGoalFromPlaybook(playbookId, date, id, rows),
  }),
  /** `id`: the new playbook's, made when the user acted, so a replay answers with the same playbook. */
  saveGoal: defineWrite({
    name: 'playbook.save-goal',
    label: 'Saving the goal as a playbook',
    changes: ['playbooks'],
    run: ({ goalId, id }: { goalId: string; id: string }) => saveGoalAsPlaybook(goalId, id),
  }),
  /** `id`: the completed run's goal, made when the user acted, so a replay records the run once. */
  completeRun: defineWrite({
    name: 'playbook.complete-run',
    label: 'Completing the playbook run',
    changes: ['goals', 'playbooks'],
    run: ({ playbookId, id }: { playbookId: string; id: string }) => completePlaybookRun(playbookId, id),
  }),
};
