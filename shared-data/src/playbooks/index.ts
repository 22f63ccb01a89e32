// Playbook reads and writes and keys. The rules (plans from a playbook and back) live with the growth
// pages (mf-growth), the only ones that use them.
export * from './keys';
export * from './queries';
export { completePlaybookRun } from './api/complete-playbook-run';
export { createGoalFromPlaybook, type PlaybookRowIds } from './api/create-goal-from-playbook';
export { type PlaybookInput, createPlaybook } from './api/create-playbook';
export { listPlaybooks } from './api/get-playbooks';
export { saveGoalAsPlaybook } from './api/save-goal-as-playbook';
export { updatePlaybook } from './api/update-playbook';
export { playbookWrites } from './writes';
