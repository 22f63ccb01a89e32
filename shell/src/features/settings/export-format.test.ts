import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGoal,
  createStep,
  exportAllData,
  setStepCompleted,
  setSupabaseClient,
  type AccountExport,
  type Task,
} from '@onething/shared-data';
import { signInAsApp, type TestAccount } from '@onething/shared-data/testing';
import {
  EXPORT_FORMAT_VERSION,
  exportDocumentJson,
  ExportFormatError,
  parseExportDocument,
  toExportDocument,
} from './export-format';

const base: Task = {
  id: 'step-1',
  goal_id: 'goal-1',
  title: 'Outline the course',
  completed: true,
  completed_at: '2026-11-20T10:00:00.000Z',
  sort_order: 0,
  step_number: 1,
  date: null,
  start_time: null,
  end_time: null,
  duration_minutes: 30,
  status: 'completed',
  instructions: null,
  completion_criteria: null,
  step_id: null,
  created_at: '2026-11-19T09:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const block: Task = {
  ...base,
  id: 'block-1',
  step_id: 'step-1',
  date: '2026-11-20',
  start_time: '09:00:00',
  end_time: '09:30:00',
};

function snapshot(tasks: Task[]): AccountExport {
  return {
    format: 'onething-export',
    version: 1,
    exported_at: '2026-11-23T12:00:00.000Z',
    user_id: 'user-1',
    profile: null,
    user_settings: null,
    habits: [],
    habit_completions: [],
    habit_skips: [],
    habit_pauses: [],
    one_thing_goals: [],
    one_thing_tasks: tasks,
    deep_work_sessions: [],
    playbooks: [],
    reflections: [],
    shield_block_log: [],
  } as AccountExport;
}

describe('the export format', () => {
  it('lists a step once and its block once, with no status column to disagree with completed', () => {
    const document = toExportDocument(snapshot([base, block]));
    expect(document).toMatchObject({ format: 'onething-export', version: EXPORT_FORMAT_VERSION, user_id: 'user-1' });
    expect(document).not.toHaveProperty('one_thing_tasks');
    expect(document.steps).toEqual([
      expect.objectContaining({ id: 'step-1', title: 'Outline the course', completed: true }),
    ]);
    expect(document.time_blocks).toEqual([
      expect.objectContaining({ id: 'block-1', step_id: 'step-1', start_time: '09:00:00', completed: true }),
    ]);
    for (const row of [...document.steps, ...document.time_blocks]) expect(row).not.toHaveProperty('status');
    // Every step has the same fields, and so has every block.
    expect(Object.keys(document.steps[0] ?? {})).not.toContain('start_time');
  });

  it("a block takes its step's completion, even if the rows read disagreed", () => {
    const stale = { ...block, completed: false, completed_at: null, status: 'completed' as const };
    const document = toExportDocument(snapshot([base, stale]));
    expect(document.time_blocks[0]).toMatchObject({ completed: true, completed_at: base.completed_at });
  });

  it('round-trips: the file read back gives the same rows', () => {
    const standalone: Task = {
      ...block,
      id: 'block-2',
      step_id: null,
      completed: false,
      completed_at: null,
      status: 'upcoming',
    };
    const rows = [base, block, standalone];
    const { document, tasks } = parseExportDocument(exportDocumentJson(toExportDocument(snapshot(rows))));
    expect(tasks).toEqual(rows);
    expect(document.exported_at).toBe('2026-11-23T12:00:00.000Z');
  });

  it('refuses other files and other versions', () => {
    expect(() => parseExportDocument('{"format":"other"}')).toThrow(ExportFormatError);
    expect(() => parseExportDocument('{"format":"onething-export","version":1}')).toThrow(
      'Unsupported export version 1',
    );
  });
});

describe('the export of a real account', () => {
  let me: TestAccount;
  beforeEach(async () => {
    me = await signInAsApp({ name: 'Export' });
  });
  afterEach(() => setSupabaseClient(null));

  it('holds each step once, and a completed step and its block agree', async () => {
    const goal = await createGoal({ title: 'Ship the export' });
    const first = await createStep({
      goalId: goal.id,
      title: 'Write the docs',
      startTime: '09:00',
      durationMinutes: 30,
      date: '2026-11-23',
    });
    await createStep({
      goalId: goal.id,
      title: 'Test the file',
      startTime: '10:00',
      durationMinutes: 30,
      date: '2026-11-23',
    });
    await setStepCompleted(first.id, true);

    const document = toExportDocument(await exportAllData(me.userId));
    expect(document.steps.map((s) => s.title).sort()).toEqual(['Test the file', 'Write the docs']);
    expect(new Set(document.steps.map((s) => s.id)).size).toBe(2);
    expect(document.time_blocks).toHaveLength(2);
    const done = document.steps.find((s) => s.id === first.id);
    expect(done).toMatchObject({ completed: true });
    expect(document.time_blocks.find((b) => b.step_id === first.id)).toMatchObject({ completed: true });
    expect(document.time_blocks.find((b) => b.step_id !== first.id)).toMatchObject({ completed: false });
  });
});
