import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@onething/shared-data';
import { taskKeys, timeBlockKeys, type Goal, type Task, type TimeBlock } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import type * as SharedData from '@onething/shared-data';
import type * as SharedUi from '@onething/shared-ui';
import { testQueryClient } from '../test/render';
import { createStepWithBlock, useCreateStep } from './create-step';
import { useToggleStep } from './toggle-step';

// The network is faked at the service functions the mutations call.
vi.mock('@onething/shared-data', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedData>();
  return {
    ...actual,
    listSteps: vi.fn(),
    listTimeBlocks: vi.fn(),
    createTask: vi.fn(),
    deleteTask: vi.fn(),
    updateTask: vi.fn(),
    updateGoal: vi.fn(),
    completeGoal: vi.fn(),
    setStepTimeBlocksStatus: vi.fn(),
  };
});
vi.mock('@onething/shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof SharedUi>()),
  toast: vi.fn(),
}));

const api = vi.mocked(data);
const goal = { id: 'g1', title: 'Big goal', is_active: true } as Goal;
const step = (id: string, completed: boolean, sort_order = 0) =>
  ({ id, goal_id: 'g1', title: id, completed, status: completed ? 'completed' : 'upcoming', sort_order, start_time: null }) as Task;
const block = (id: string, stepId: string, start: string, end: string) =>
  ({ id, goal_id: 'g1', title: stepId, step_id: stepId, date: data.localDateKey(), start_time: start, end_time: end, status: 'upcoming' }) as TimeBlock;

function wrapperFor(client = testQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('createStepWithBlock', () => {
  it('creates the step, then its block for today linked by step_id, then syncs progress', async () => {
    api.listTimeBlocks.mockResolvedValue([block('b0', 's0', '09:00:00', '09:30:00')]);
    api.listSteps.mockResolvedValueOnce([step('s0', true, 0)]).mockResolvedValueOnce([step('s0', true, 0), step('s1', false, 1)]);
    api.createTask.mockResolvedValueOnce(step('s1', false, 1)).mockResolvedValueOnce(block('b1', 's1', '10:00:00', '10:45:00'));
    await createStepWithBlock({ goal, title: ' Next ', startTime: '10:00', duration: 45 }, new Date(2026, 0, 5, 8));

    expect(api.createTask).toHaveBeenNthCalledWith(1, expect.objectContaining({ goal_id: 'g1', title: 'Next', completed: false, status: 'upcoming', sort_order: 1, step_number: 2 }));
    expect(api.createTask.mock.calls[0]![0]).not.toHaveProperty('start_time');
    expect(api.createTask).toHaveBeenNthCalledWith(2, expect.objectContaining({ step_id: 's1', date: '2026-01-05', start_time: '10:00:00', end_time: '10:45:00', duration_minutes: 45 }));
    expect(api.updateGoal).toHaveBeenCalledWith('g1', { progress: 50 });
  });

  it('removes the step again when its block cannot be saved', async () => {
    api.listTimeBlocks.mockResolvedValue([]);
    api.listSteps.mockResolvedValue([]);
    api.createTask.mockResolvedValueOnce(step('s1', false)).mockRejectedValueOnce(new Error('offline'));
    api.deleteTask.mockResolvedValue(undefined);
    await expect(createStepWithBlock({ goal, title: 'x', startTime: '09:00', duration: 30 })).rejects.toThrow('offline');
    expect(api.deleteTask).toHaveBeenCalledWith('s1');
  });
});

describe('useCreateStep', () => {
  it("a conflict shows 'Time Conflict' and saves nothing", async () => {
    api.listTimeBlocks.mockResolvedValue([block('b0', 's0', '09:00:00', '09:30:00')]);
    const { wrapper } = wrapperFor();
    const { result } = renderHook(() => useCreateStep(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, title: 'Overlap', startTime: '09:15', duration: 30 }).catch(() => undefined);
    });
    expect(api.createTask).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({
      title: 'Time Conflict',
      description: 'This time slot is already taken by another step. Please choose a different time.',
      variant: 'destructive',
    });
  });
});

describe('useToggleStep', () => {
  it('flips the step and its blocks at once, then reports success', async () => {
    const { client, wrapper } = wrapperFor();
    client.setQueryData(taskKeys.steps('g1'), [step('s1', false), step('s2', false)]);
    client.setQueryData(timeBlockKeys.byGoal('g1'), [block('b1', 's1', '09:00:00', '09:30:00')]);
    let finish!: () => void;
    api.updateTask.mockImplementation(() => new Promise((resolve) => (finish = () => resolve(step('s1', true)))));
    api.listSteps.mockResolvedValue([step('s1', true), step('s2', false)]);
    const { result } = renderHook(() => useToggleStep(), { wrapper });

    act(() => result.current.mutate({ goal, step: step('s1', false) }));
    await waitFor(() => expect(client.getQueryData<Task[]>(taskKeys.steps('g1'))?.[0]?.completed).toBe(true));
    expect(client.getQueryData<TimeBlock[]>(timeBlockKeys.byGoal('g1'))?.[0]?.status).toBe('completed');

    finish();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.setStepTimeBlocksStatus).toHaveBeenCalledWith('s1', 'completed');
    expect(api.updateGoal).toHaveBeenCalledWith('g1', { progress: 50 });
    expect(api.completeGoal).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: 'Step Updated', description: 'Step completed! 🎉' });
  });

  it('auto-completes the goal when the last step is completed', async () => {
    const { wrapper } = wrapperFor();
    api.updateTask.mockResolvedValue(step('s1', true));
    api.listSteps.mockResolvedValue([step('s1', true), step('s2', true)]);
    const { result } = renderHook(() => useToggleStep(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step: step('s1', false) });
    });
    expect(api.completeGoal).toHaveBeenCalledWith('g1');
    expect(toast).toHaveBeenCalledWith({ title: 'Congratulations! 🎉', description: 'Goal "Big goal" completed! All tasks finished.' });
  });

  it('un-completing sets blocks back to upcoming and never completes the goal', async () => {
    const { wrapper } = wrapperFor();
    api.updateTask.mockResolvedValue(step('s1', false));
    api.listSteps.mockResolvedValue([step('s1', false)]);
    const { result } = renderHook(() => useToggleStep(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step: step('s1', true) });
    });
    expect(api.updateTask).toHaveBeenCalledWith('s1', { completed: false, status: 'upcoming' });
    expect(api.setStepTimeBlocksStatus).toHaveBeenCalledWith('s1', 'upcoming');
    expect(api.completeGoal).not.toHaveBeenCalled();
    expect(toast).toHaveBeenCalledWith({ title: 'Step Updated', description: 'Step marked as incomplete' });
  });

  it('rolls the optimistic change back and shows the error toast on failure', async () => {
    const { client, wrapper } = wrapperFor();
    const before = [step('s1', false)];
    client.setQueryData(taskKeys.steps('g1'), before);
    api.updateTask.mockRejectedValue(new Error('Network error'));
    const { result } = renderHook(() => useToggleStep(), { wrapper });
    await act(async () => {
      await result.current.mutateAsync({ goal, step: step('s1', false) }).catch(() => undefined);
    });
    expect(client.getQueryData<Task[]>(taskKeys.steps('g1'))?.[0]?.completed).toBe(false);
    expect(toast).toHaveBeenCalledWith({ title: 'Error', description: 'Failed to update step. Please try again.', variant: 'destructive' });
    // The error is followed by a refetch of the affected data.
    expect(client.getQueryState(taskKeys.steps('g1'))?.isInvalidated).toBe(true);
  });
});
