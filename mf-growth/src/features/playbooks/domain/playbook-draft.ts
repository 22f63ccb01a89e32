// The editor's working copy of a playbook: steps and time blocks with ids, times as <input type="time">
// shows them ('HH:MM'), and what is wrong with it before anything is sent.
import { type Playbook, type PlaybookInput, type PlaybookTask, type PlaybookTimeBlock } from '@onething/shared-data';
import { playbookBlockProblem } from './playbooks';
import { BLOCK_TITLE_REQUIRED, PLAYBOOK_TITLE_REQUIRED, STEP_TITLE_REQUIRED } from './playbook-messages';

export type PlaybookDraft = {
  title: string;
  description: string;
  tasks: PlaybookTask[];
  time_blocks: PlaybookTimeBlock[];
};

export type DraftProblems = {
  title?: string;
  steps: Record<string, string>;
  blocks: Record<string, string>;
};

const newId = () => crypto.randomUUID();

export function draftFrom(playbook: Playbook | null): PlaybookDraft {
  if (!playbook) return { title: '', description: '', tasks: [], time_blocks: [] };
  return {
    title: playbook.title,
    description: playbook.description ?? '',
    tasks: playbook.tasks.map((t) => ({ ...t })),
    time_blocks: playbook.time_blocks.map((b) => ({
      ...b,
      start_time: b.start_time?.slice(0, 5) ?? '',
      end_time: b.end_time?.slice(0, 5) ?? '',
    })),
  };
}

export function newStep(sortOrder: number): PlaybookTask {
  return { id: newId(), title: '', completed: false, description: null, estimated_duration: 30, sort_order: sortOrder };
}

/** A new block starts where the last one ends (09:00 for the first) and lasts 30 minutes. */
export function newBlock(blocks: readonly PlaybookTimeBlock[], stepNumber: number): PlaybookTimeBlock {
  const last = [...blocks]
    .map((b) => b.end_time ?? '')
    .filter(Boolean)
    .sort()
    .at(-1);
  const start = last && last < '23:00' ? last.slice(0, 5) : '09:00';
  const [h, m] = start.split(':').map(Number) as [number, number];
  const endMinutes = h * 60 + m + 30;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  return {
    id: newId(),
    title: '',
    start_time: start,
    end_time: end,
    status: 'upcoming',
    instructions: null,
    completion_criteria: null,
    step_number: stepNumber,
    date: null,
  };
}

export function draftProblems(draft: PlaybookDraft): DraftProblems {
  const problems: DraftProblems = { steps: {}, blocks: {} };
  if (!draft.title.trim()) problems.title = PLAYBOOK_TITLE_REQUIRED;
  for (const step of draft.tasks) if (!step.title.trim()) problems.steps[step.id] = STEP_TITLE_REQUIRED;
  for (const block of draft.time_blocks) {
    const problem = block.title.trim() ? playbookBlockProblem(block) : BLOCK_TITLE_REQUIRED;
    if (problem) problems.blocks[block.id] = problem;
  }
  return problems;
}

export function hasProblems(problems: DraftProblems): boolean {
  return Boolean(problems.title) || Object.keys(problems.steps).length > 0 || Object.keys(problems.blocks).length > 0;
}

export function draftToInput(draft: PlaybookDraft): PlaybookInput {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    title: draft.title.trim(),
    description: text(draft.description),
    tasks: draft.tasks.map((t, i) => ({
      ...t,
      title: t.title.trim(),
      description: text(t.description),
      sort_order: i,
    })),
    time_blocks: draft.time_blocks.map((b) => ({
      ...b,
      title: b.title.trim(),
      instructions: text(b.instructions),
      completion_criteria: text(b.completion_criteria),
    })),
  };
}
