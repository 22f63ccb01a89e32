import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGoal,
  listSteps,
  listTimeBlocks,
  localDateKey,
  setSupabaseClient,
  taskKeys,
  timeBlockKeys,
  type Goal,
  type Task,
  type TimeBlock,
  type TypedSupabaseClient,
} from '@onething/shared-data';
import { serviceClient, signInAsApp } from '@onething/shared-data/testing';
import { toast } from '@onething/shared-ui/toaster';
import type * as SharedUiToaster from '@onething/shared-ui/toaster';
import { testQueryClient } from '@onething/test-kit';
import { useCreateStep } from './use-create-step';
import { useDeleteStep } from './use-delete-step';
import { useToggleStep } from './use-toggle-step';
import { useUndoStep } from './use-undo-step';

// The step mutations against the real local backend; only the toast is observed through a spy.
vi.mock('@onething/shared-ui/toaster', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedUiToaster>()),
  toast: vi.fn(),
}));

let service: TypedSupabaseClient;
const onUndo = vi.fn();
let goal: Goal;

function wrapperFor(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

async function addStep(title: string, startTime: string, duration = 30, date = localDateKey()): Promise<Task> {
  const { result } = renderHook(() => useCreateStep(), { wrapper: wrapperFor().wrapper });
  let created: Task | undefined;
  await act(async () => {
    created = await result.current.mutateAsync({ goal, title, date, startTime, duration });
  });
  if (!created) throw new Error('no step');
  return created;
}

async function stored(table: 'one_thing_goals' | 'one_thing_tasks', id: string) {
  return (await service.from(table).select('*').eq('id', id).single()).data as Record<string, unknown>;
}

beforeAll(async () => {
  service = await serviceClient();
});
afterAll(() => setSupabaseClient(null));

beforeEach(async () => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await signInAsApp();
  goal = await createGoal({ title: 'Big goal' });
});

describe('useCreateStep', () => {
  it("saves the step and today's block together, in order, and toasts 'Step Created'", async () => {
    await addStep('First', '08:00');
    const next = await addStep(' Next ', '10:00', 45);
    expect(next).toMatchObject({ title: 'Next', sort_order: 1, step_number: 2, start_time: null, completed: false });
    const blocks = await listTimeBlocks(goal.id);
    expect(blocks.find((b) => b.step_id === next.id)).toMatchObject({
      date: localDateKey(),
      start_time: '10:00:00',
      end_time: '10:45:00',
      duration_minutes: 45,
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Step Created' });
  });

  it('saves the block on the day chosen; the same time on another day is free', async () => {
    await addStep('Today', '09:00');
    const later = await addStep('Another day', '09:00', 30, '2031-03-04');
    expect((await listTimeBlocks(goal.id)).find((b) => b.step_id === later.id)).toMatchObject({
      date: '2031-03-04',
      start_time: '09:00:00',
    });
  });

  it("a conflict shows 'Time Conflict' and saves nothing", async () => {
    await addStep('Taken', '09:00');
    const { result } = renderHook(() => useCreateStep(), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await result.current
        .mutateAsync({ goal, title: 'Overlap', date: localDateKey(), startTime: '09:15', duration: 30 })
        .catch(() => undefined);
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Time Conflict',
      description: 'This time slot is already taken by another step. Please choose a different time.',
      variant: 'destructive',
    });
    expect((await listSteps(goal.id)).map((s) => s.title)).toEqual(['Taken']);
  });
});

describe('useToggleStep', () => {
  it('shows the new state at once, then the database has the step, its block and the progress', async () => {
    const first = await addStep('One', '09:00');
    await addStep('Two', '10:00');
    const { client, wrapper } = wrapperFor();
    client.setQueryData(taskKeys.steps(goal.id), await listSteps(goal.id));
    client.setQueryData(timeBlockKeys.byGoal(goal.id), await listTimeBlocks(goal.id));
    const { result } = renderHook(() => useToggleStep(onUndo), { wrapper });

    act(() => result.current.mutate({ goal, step: first, completed: true }));
    await waitFor(() => expect(client.getQueryData<Task[]>(taskKeys.steps(goal.id))?.[0]?.completed).toBe(true));
    expect(
      client.getQueryData<TimeBlock[]>(timeBlockKeys.byGoal(goal.id))?.find((b) => b.step_id === first.id)?.status,
    ).toBe('completed');

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(await stored('one_thing_tasks', first.id)).toMatchObject({ completed: true, status: 'completed' });
    expect((await listTimeBlocks(goal.id)).find((b) => b.step_id === first.id)).toMatchObject({ status: 'completed' });
    expect(await stored('one_thing_goals', goal.id)).toMatchObject({ progress: 50, is_active: true });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Step Updated', description: 'Step completed! 🎉' }),
    );
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Congratulations! 🎉' }));
  });

  it('a stale tab sending "complete" again keeps the step complete instead of inverting it', async () => {
    const step = await addStep('Once', '09:00');
    await addStep('Other', '10:00');
    const { result } = renderHook(() => useToggleStep(onUndo), { wrapper: wrapperFor().wrapper });
    for (let click = 0; click < 2; click += 1) {
      await act(async () => {
        await result.current.mutateAsync({ goal, step, completed: true });
      });
    }
    expect(await stored('one_thing_tasks', step.id)).toMatchObject({ completed: true });
  });

  it('completing the last step completes the goal once, with the congratulations toast', async () => {
    const step = await addStep('Only', '09:00');
    const { result } = renderHook(() => useToggleStep(onUndo), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step, completed: true });
    });
    expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Step Updated' }));
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Congratulations! 🎉',
        description: 'Goal "Big goal" completed! All tasks finished.',
      }),
    );
    expect(await stored('one_thing_goals', goal.id)).toMatchObject({ is_active: false, progress: 100 });
  });

  it("the one toast's Undo reopens a goal its last step completed, with the step open", async () => {
    const step = await addStep('Only', '09:00');
    const { result } = renderHook(() => useToggleStep(onUndo), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step, completed: true });
    });
    const action = vi.mocked(toast).mock.lastCall?.[0].action;
    expect(action?.label).toBe('Undo');
    action?.onClick();
    // The write stores the step's id only (its variables are plain data kept in the queue).
    expect(onUndo).toHaveBeenCalledWith({ kind: 'goal-completed', step: { id: step.id } });

    const undo = renderHook(() => useUndoStep(), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await undo.result.current.mutateAsync({ kind: 'goal-completed', step });
    });
    expect(await stored('one_thing_goals', goal.id)).toMatchObject({
      is_active: true,
      completed_at: null,
      progress: 0,
    });
    expect(await stored('one_thing_tasks', step.id)).toMatchObject({ completed: false, status: 'upcoming' });
    expect(toast).toHaveBeenLastCalledWith({ title: 'Goal Reopened', description: 'Your ONE Thing is active again.' });
  });

  it('un-completing sets its block back to upcoming', async () => {
    const step = await addStep('Back', '09:00');
    await addStep('Open', '10:00');
    const { result } = renderHook(() => useToggleStep(onUndo), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step, completed: true });
      await result.current.mutateAsync({ goal, step, completed: false });
    });
    expect((await listTimeBlocks(goal.id)).find((b) => b.step_id === step.id)).toMatchObject({
      status: 'upcoming',
      completed: false,
    });
    expect(await stored('one_thing_goals', goal.id)).toMatchObject({ progress: 0, is_active: true });
    expect(toast).toHaveBeenCalledWith({ title: 'Step Updated', description: 'Step marked as incomplete' });
  });

  it('rolls the optimistic change back and shows the error toast when the database refuses', async () => {
    const { client, wrapper } = wrapperFor();
    const ghost = { id: crypto.randomUUID(), completed: false } as Task;
    client.setQueryData(taskKeys.steps(goal.id), [ghost]);
    const { result } = renderHook(() => useToggleStep(onUndo), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step: ghost, completed: true }).catch(() => undefined);
    });
    expect(client.getQueryData<Task[]>(taskKeys.steps(goal.id))?.[0]?.completed).toBe(false);
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to update step. Please try again.',
      variant: 'destructive',
    });
    // The error is followed by a refetch of the affected data.
    expect(client.getQueryState(taskKeys.steps(goal.id))?.isInvalidated).toBe(true);
  });
});

describe('useDeleteStep', () => {
  it("deletes the step with its block; the toast's Undo puts back exactly what the database kept, once", async () => {
    const step = await addStep('Gone for a moment', '09:00');
    const before = { steps: await listSteps(goal.id), blocks: await listTimeBlocks(goal.id) };
    const { result } = renderHook(() => useDeleteStep(onUndo), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await result.current.mutateAsync({ step });
    });
    expect(await listSteps(goal.id)).toEqual([]);
    expect(await listTimeBlocks(goal.id)).toEqual([]);
    const action = vi.mocked(toast).mock.lastCall?.[0].action;
    expect(vi.mocked(toast).mock.lastCall?.[0]).toMatchObject({ title: 'Step Deleted', action: { label: 'Undo' } });
    action?.onClick();
    expect(onUndo).toHaveBeenCalledWith(expect.objectContaining({ id: step.id }));

    // Undo names the step to put back, never a copy of its rows.
    const undo = renderHook(() => useUndoStep(), { wrapper: wrapperFor().wrapper });
    await act(async () => {
      await undo.result.current.mutateAsync({ kind: 'step-deleted', step: { id: step.id } });
    });
    expect(toast).toHaveBeenLastCalledWith({
      title: 'Step Restored',
      description: 'The step and its time blocks are back.',
    });
    const withoutStamp = <T extends { updated_at: string }>(rows: T[]) =>
      rows.map(({ updated_at: _stamp, ...rest }) => rest);
    expect(withoutStamp(await listSteps(goal.id))).toEqual(withoutStamp(before.steps));
    expect(withoutStamp(await listTimeBlocks(goal.id))).toEqual(withoutStamp(before.blocks));

    // A second Undo (a stale toast, another tab, a replayed request) finds the step back and changes nothing.
    await act(async () => {
      await undo.result.current.mutateAsync({ kind: 'step-deleted', step: { id: step.id } });
    });
    expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Step Restored' }));
    expect(withoutStamp(await listSteps(goal.id))).toEqual(withoutStamp(before.steps));
    expect(withoutStamp(await listTimeBlocks(goal.id))).toEqual(withoutStamp(before.blocks));
  });
});
