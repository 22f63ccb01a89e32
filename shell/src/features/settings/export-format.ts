// The data export file ("your data is yours"), format 'onething-export' version 2, documented in
// docs/export-format.md. The database keeps steps and their time blocks as rows of one table with a mirrored
// status column; the file lists each step once and each time block once, with one completion state per step
// (its blocks carry the step's), so no entity appears twice and no two fields disagree.
import type { AccountExport, Task } from '@onething/shared-data';

export const EXPORT_FORMAT = 'onething-export';
export const EXPORT_FORMAT_VERSION = 2;

const STEP_FIELDS = [
  'id',
  'goal_id',
  'step_number',
  'sort_order',
  'title',
  'completed',
  'completed_at',
  'duration_minutes',
  'instructions',
  'completion_criteria',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Task)[];

const TIME_BLOCK_FIELDS = [
  'id',
  'goal_id',
  'step_id',
  'step_number',
  'sort_order',
  'title',
  'date',
  'start_time',
  'end_time',
  'duration_minutes',
  'completed',
  'completed_at',
  'instructions',
  'completion_criteria',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof Task)[];

export type ExportStep = Pick<Task, (typeof STEP_FIELDS)[number]>;
export type ExportTimeBlock = Pick<Task, (typeof TIME_BLOCK_FIELDS)[number]>;

type Tables = Omit<AccountExport, 'format' | 'version' | 'exported_at' | 'user_id' | 'one_thing_tasks'>;

export type ExportDocument = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_FORMAT_VERSION;
  exported_at: string;
  user_id: string;
  steps: ExportStep[];
  time_blocks: ExportTimeBlock[];
} & Tables;

function pick<K extends keyof Task>(row: Task, fields: readonly K[]): Pick<Task, K> {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null])) as Pick<Task, K>;
}

const isTimeBlock = (row: Task): boolean => row.start_time !== null;

/** The export file's content from the database rows shared-data reads. */
export function toExportDocument(data: AccountExport): ExportDocument {
  const { one_thing_tasks: rows, format: _format, version: _version, exported_at, user_id, ...tables } = data;
  const steps = rows.filter((row) => !isTimeBlock(row)).map((row) => pick(row, STEP_FIELDS));
  const stepById = new Map(steps.map((step) => [step.id, step]));
  const timeBlocks = rows.filter(isTimeBlock).map((row) => {
    const block = pick(row, TIME_BLOCK_FIELDS);
    // A block belonging to a step is done exactly when its step is: the step is the one record of that state.
    const step = block.step_id ? stepById.get(block.step_id) : undefined;
    return step ? { ...block, completed: step.completed, completed_at: step.completed_at } : block;
  });
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exported_at,
    user_id,
    ...tables,
    steps,
    time_blocks: timeBlocks,
  };
}

/** Pretty-printed JSON, ready for a download. */
export function exportDocumentJson(document: ExportDocument): string {
  return JSON.stringify(document, null, 2);
}

export class ExportFormatError extends Error {}

/**
 * Reads an export file back into database rows (steps and time blocks as one_thing_tasks rows, status
 * derived from completed as the database does). Refuses files of another format or a newer version.
 */
export function parseExportDocument(text: string): { document: ExportDocument; tasks: Task[] } {
  const document = JSON.parse(text) as ExportDocument;
  if (document?.format !== EXPORT_FORMAT) throw new ExportFormatError('Not a ONE Thing OS export file');
  if (document.version !== EXPORT_FORMAT_VERSION) {
    throw new ExportFormatError(`Unsupported export version ${String(document.version)}`);
  }
  const status = (completed: boolean): Task['status'] => (completed ? 'completed' : 'upcoming');
  const tasks: Task[] = [
    ...document.steps.map((step) => ({
      ...step,
      step_id: null,
      date: null,
      start_time: null,
      end_time: null,
      status: status(step.completed),
    })),
    ...document.time_blocks.map((block) => ({ ...block, status: status(block.completed) })),
  ];
  return { document, tasks };
}
