import { groupWrites, postWrites } from '../community/writes';
import { deepWorkWrites } from '../deep-work/writes';
import { goalWrites, stepWrites, timeBlockWrites } from '../goals-and-steps/writes';
import { habitWrites } from '../habits/writes';
import { playbookWrites } from '../playbooks/writes';
import { profileWrites } from '../profile-and-account/writes';
import { reflectionWrites } from '../reflections/writes';
import { shieldWrites } from '../shield/writes';
import type { AnyWrite } from './define-write';

// Every domain's declared writes: registered before a stored queue is restored, so a restored write finds
// its function even when no page using it has loaded yet.
export const ALL_WRITES: readonly AnyWrite[] = [
  goalWrites,
  stepWrites,
  timeBlockWrites,
  habitWrites,
  playbookWrites,
  reflectionWrites,
  groupWrites,
  postWrites,
  deepWorkWrites,
  shieldWrites,
  profileWrites,
].flatMap((writes) => Object.values(writes));
