import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfter, keysAffectedBy, type DataChange } from './invalidate-after';
import { calendarKeys } from '../calendar/keys';
import { groupKeys } from '../community/keys';
import { deepWorkKeys } from '../deep-work/keys';
import { goalKeys, taskKeys, timeBlockKeys } from '../goals-and-steps/keys';
import { habitCompletionKeys, habitKeys } from '../habits/keys';
import { playbookKeys } from '../playbooks/keys';
import { reflectionKeys } from '../reflections/keys';
import { settingsKeys } from '../shield/keys';

describe('key factories', () => {
  it.each([
    [goalKeys, 'goals'],
    [taskKeys, 'tasks'],
    [timeBlockKeys, 'time-blocks'],
    [habitKeys, 'habits'],
    [habitCompletionKeys, 'habit-completions'],
    [calendarKeys, 'calendar-data'],
    [deepWorkKeys, 'deep-work-sessions'],
    [playbookKeys, 'playbooks'],
    [settingsKeys, 'user-settings'],
    [reflectionKeys, 'reflections'],
    [groupKeys, 'groups'],
  ] as const)('%#: nests all → lists → list → details → detail under %s', (keys, domain) => {
    expect(keys.all).toEqual([domain]);
    expect(keys.lists()).toEqual([domain, 'list']);
    expect(keys.list({ userId: 'u1' })).toEqual([domain, 'list', { userId: 'u1' }]);
    expect(keys.details()).toEqual([domain, 'detail']);
    expect(keys.detail('id1')).toEqual([domain, 'detail', 'id1']);
  });

  it('typed shortcuts stay under their domain, so one invalidation covers them', () => {
    expect(habitKeys.byUser('u1')).toEqual(['habits', 'list', { userId: 'u1' }]);
    expect(habitKeys.byWeekday('u1', 'Monday')).toEqual(['habits', 'list', { userId: 'u1', weekday: 'Monday' }]);
    expect(habitCompletionKeys.byDate('u1', '2025-03-01').slice(0, 2)).toEqual(['habit-completions', 'list']);
    expect(goalKeys.active('u1')).toEqual(['goals', 'list', { userId: 'u1', scope: 'active' }]);
    expect(groupKeys.members('g1')).toEqual(['groups', 'detail', 'g1', 'members']);
    expect(settingsKeys.byUser('u1')).toEqual(['user-settings', 'detail', 'u1']);
  });

  it('distinguishes users and filters', () => {
    expect(habitKeys.byUser('u1')).not.toEqual(habitKeys.byUser('u2'));
    expect(deepWorkKeys.today('u1', '2025-03-01')).not.toEqual(deepWorkKeys.today('u1', '2025-03-02'));
  });
});

describe('invalidateAfter', () => {
  const spyClient = () => {
    const client = new QueryClient();
    const spy = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
    const invalidated = () => spy.mock.calls.map(([filters]) => (filters?.queryKey as readonly string[])[0]).sort();
    return { client, spy, invalidated };
  };

  it('refreshes goals, tasks, blocks and the calendar after a goal change', async () => {
    const { client, invalidated } = spyClient();
    await invalidateAfter('goals', client);
    expect(invalidated()).toEqual(expect.arrayContaining(['calendar-data', 'goals', 'tasks', 'time-blocks']));
    expect(invalidated()).not.toContain('habits');
  });

  it('refreshes habits and completions together after a completion toggle', async () => {
    const { client, invalidated } = spyClient();
    await invalidateAfter('habit-completions', client);
    expect(invalidated()).toEqual(expect.arrayContaining(['habit-completions', 'habits', 'calendar-data']));
    expect(invalidated()).not.toContain('goals');
  });

  it('refreshes the deep work sessions (which the dashboard reads too) and the calendar after a session', async () => {
    const { client, invalidated } = spyClient();
    await invalidateAfter('deep-work', client);
    expect(invalidated()).toEqual(expect.arrayContaining(['deep-work-sessions', 'calendar-data']));
  });

  it('keeps settings changes narrow', async () => {
    const { client, invalidated } = spyClient();
    await invalidateAfter('settings', client);
    expect(invalidated()).toEqual(['user-settings']);
  });

  it('invalidates each prefix once for several changes', async () => {
    const { client, spy } = spyClient();
    await invalidateAfter(['goals', 'tasks'], client);
    const prefixes = spy.mock.calls.map(([filters]) => JSON.stringify(filters?.queryKey));
    expect(new Set(prefixes).size).toBe(prefixes.length);
  });

  it('every data change of the spec refreshes the calendar and the shared keys the dashboard reads', () => {
    // The dashboard reads goals, time blocks, habits (with streaks), completions and sessions.
    const dashboardReads: Record<string, string[]> = {
      goals: ['goals', 'time-blocks'],
      tasks: ['goals', 'time-blocks'],
      'time-blocks': ['goals', 'time-blocks'],
      habits: ['habits', 'habit-completions'],
      'habit-completions': ['habits', 'habit-completions'],
      'deep-work': ['deep-work-sessions'],
    };
    for (const [change, read] of Object.entries(dashboardReads)) {
      const prefixes = keysAffectedBy(change as DataChange).map((k) => k[0]);
      expect(prefixes, change).toEqual(expect.arrayContaining(['calendar-data', ...read]));
    }
  });

  it('really marks matching cached queries stale', async () => {
    const client = new QueryClient();
    client.setQueryData(habitKeys.byUser('u1'), []);
    client.setQueryData(playbookKeys.byUser('u1'), []);
    await invalidateAfter('habits', client);
    expect(client.getQueryState(habitKeys.byUser('u1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(playbookKeys.byUser('u1'))?.isInvalidated).toBe(false);
  });

  it("'all' covers every domain", () => {
    const prefixes = keysAffectedBy('all').map((k) => k[0]);
    expect(prefixes).toEqual(expect.arrayContaining(['goals', 'habits', 'playbooks', 'user-settings', 'groups']));
  });
});
