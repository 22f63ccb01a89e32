// A step write as the page shows it before the server answers: the same change the database makes
// (create_step, update_step, delete_step), applied to a cached list of tasks (steps, blocks, or both).
import { blockEndTime, formatTimeHHMMSS, parseTime, type Task } from '@onething/shared-data';

/** What update_step is sent: the step's new title and, optionally, one of its blocks moved. */
export type StepChange = {
  stepId: string;
  title: string;
  block?: { blockId: string; startTime: string; durationMinutes: number; date?: string };
};

/** The step renamed (and its duration set, with a block); the block moved and renamed with it, when given. */
export function withStepEdited(list: readonly Task[], edit: StepChange): Task[] {
  const title = edit.title.trim();
  const block = edit.block;
  return list.map((task) => {
    if (task.id === edit.stepId) {
      return { ...task, title, duration_minutes: block?.durationMinutes ?? task.duration_minutes };
    }
    if (block && task.id === block.blockId && task.step_id === edit.stepId) {
      const start = formatTimeHHMMSS(parseTime(block.startTime));
      return {
        ...task,
        title,
        start_time: start,
        end_time: blockEndTime(start, block.durationMinutes),
        duration_minutes: block.durationMinutes,
        date: block.date ?? task.date,
      };
    }
    return task;
  });
}

/** The step gone, and its blocks with it. */
export function withoutStep(list: readonly Task[], stepId: string): Task[] {
  return list.filter((task) => task.id !== stepId && task.step_id !== stepId);
}
