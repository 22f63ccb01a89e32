// The deep work page's session: the persisted state, its clock, pause, resume and shield (shared-data's
// useDeepWorkSession, the same the shell's top bar and command palette use), the derived figures, and every
// other action with its side effects (the session row, the shield, the chime and the notification).
import { useEffect, useRef } from 'react';
import { RESET } from 'jotai/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  completeTimer,
  createSession,
  finishSession,
  getFriendlyMessage,
  goalQueries,
  invalidateAfter,
  isSessionOn,
  isTimeUp,
  remainingSeconds,
  resetTimer,
  selectDuration,
  settingsQueries,
  startTimer,
  timerPhase,
  timerProgressPercent,
  useAuth,
  useDeepWorkSession,
  workedMinutes,
  type DeepWorkSessionState,
  type Goal,
  type SessionData,
  type ShieldStopReason,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { playCompletionChime } from './completion-chime';
import { askNotificationPermission, notifySessionComplete } from './completion-notification';
import { DEEP_WORK_TOASTS, UNTITLED_SESSION } from '../domain/deep-work-messages';
import { useAllSitesPermission } from '../../extension/hooks/use-all-sites-permission';
import { useExtensionStatus } from '../../extension/hooks/use-extension-status';
import { hasGoalConflict, sessionDataValidity } from '../domain/session-setup';
import { blockedSitesFor } from '../../shield-settings/domain/shield-presets';

/** Session data for the active goal, when the page is opened without any. */
export function sessionDataForGoal(goal: Goal, now: number = Date.now()): SessionData {
  return { oneThingGoal: goal, playbookData: null, timestamp: now };
}

function sessionTitle(data: SessionData | null): string {
  return data?.oneThingGoal?.title ?? data?.playbookData?.title ?? UNTITLED_SESSION;
}

export function useDeepWorkController() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  // The state, the clock, pause and resume and the shield are the ones the shell's top bar uses too.
  const { state, setState, latest, phase, now, remaining, shield: sessionShield, pause, resume } = useDeepWorkSession();
  const shield = sessionShield.status;
  const activeGoalQuery = useQuery({ ...goalQueries.active(userId), enabled: userId !== '' });
  const settingsQuery = useQuery({ ...settingsQueries.byUser(userId), enabled: userId !== '' });
  const extensionStatus = useExtensionStatus();
  const extension = extensionStatus.status;
  const allSites = useAllSitesPermission(extensionStatus);

  const activeGoal = activeGoalQuery.data ?? null;
  const inSession = isSessionOn(phase);
  const validity = sessionDataValidity(state.sessionData, activeGoal, inSession, now);
  const conflict = hasGoalConflict(state.sessionData, activeGoal);
  // Without saved settings the shield blocks every preset site.
  const sites = blockedSitesFor(settingsQuery.data);
  const blockAdultContent = settingsQuery.data?.block_adult_content ?? false;
  const blockList = { sites, allowedDomains: [], blockAdultContent };

  const refreshSessions = () => void invalidateAfter('deep-work', queryClient);

  const sendShieldStart = (sessionId: string | null, minutesLeft: number) =>
    sessionShield.start(sessionId, minutesLeft, blockList);

  const sendShieldStop = (reason: ShieldStopReason) => {
    if (!shield.active && !latest.current.shieldEnabled) return;
    sessionShield.stop(reason);
  };

  // ---- reaching 0 (also after a reload, a sleep or in a throttled tab) -------------------------------
  const finishing = useRef<number | null>(null);
  useEffect(() => {
    if (!isTimeUp(state, now) || finishing.current === state.timerStartTime) return;
    finishing.current = state.timerStartTime;
    const sessionId = state.currentSessionId;
    const minutes = state.selectedDuration;
    setState((current: DeepWorkSessionState) => completeTimer(current));
    sendShieldStop('timer_expired');
    playCompletionChime();
    notifySessionComplete(sessionId ?? `deep-work-${state.timerStartTime ?? now}`);
    // A session is recorded only from the row the database saw start; without one open (a timer stored by an
    // older version of the app) there is nothing the database could vouch for, so nothing is saved.
    if (!sessionId) return;
    void (async () => {
      try {
        const saved = await finishSession(sessionId, { durationMinutes: minutes });
        // null: another tab saved this session already and showed the toast.
        if (saved) toast(DEEP_WORK_TOASTS.sessionCompleted(minutes));
      } catch (error) {
        console.error('[mf-deepwork] could not save the session', error);
        toast({ ...DEEP_WORK_TOASTS.saveFailed(getFriendlyMessage(error)), variant: 'destructive' });
      } finally {
        setState((current: DeepWorkSessionState) =>
          current.currentSessionId === sessionId ? { ...current, currentSessionId: null } : current,
        );
        refreshSessions();
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the time is up, once per session
  }, [state, now]);

  // ---- actions ---------------------------------------------------------------------------------------
  const start = async () => {
    // One session at a time: a start asked for elsewhere (the command palette, another tab) while one runs or
    // is paused is refused, and the session on goes on.
    if (isSessionOn(timerPhase(latest.current))) {
      toast({ ...DEEP_WORK_TOASTS.sessionAlreadyOn, variant: 'destructive' });
      return;
    }
    if (conflict) {
      toast({ ...DEEP_WORK_TOASTS.goalConflict, variant: 'destructive' });
      return;
    }
    if (validity === 'invalid') {
      toast({ ...DEEP_WORK_TOASTS.sessionInvalid, variant: 'destructive' });
      return;
    }
    askNotificationPermission();
    const current = latest.current;
    const data = current.sessionData ?? (activeGoal ? sessionDataForGoal(activeGoal) : null);
    let sessionId: string;
    try {
      const row = await createSession(userId, {
        title: sessionTitle(data),
        duration_minutes: current.selectedDuration,
        goal_id: data?.oneThingGoal?.id ?? null,
        playbook_id: data?.playbookData?.id ?? null,
        shield_enabled: current.shieldEnabled,
      });
      sessionId = row.id;
    } catch (error) {
      console.error('[mf-deepwork] could not start the session', error);
      toast({ ...DEEP_WORK_TOASTS.startFailed, variant: 'destructive' });
      return;
    }
    setState((s: DeepWorkSessionState) => ({
      ...startTimer(s, s.selectedDuration),
      currentSessionId: sessionId,
      sessionData: data,
    }));
    if (current.shieldEnabled) {
      sendShieldStart(sessionId, current.selectedDuration);
      // The first session with the shield on asks, once, for the blocked page on every site it blocks.
      void allSites.ask('first-time');
    }
  };

  // The same pause and resume as the top bar's; this page's lists stand in for a shield it did not start.
  const resumeHere = () => resume(blockList);

  /** Stop (confirmed): the session is recorded as canceled with the minutes worked. */
  const stop = async () => {
    const current = latest.current;
    const left = remainingSeconds(current);
    setState((s: DeepWorkSessionState) => ({ ...resetTimer(s), currentSessionId: null }));
    sendShieldStop('user_stopped');
    if (!current.currentSessionId) return;
    try {
      await finishSession(current.currentSessionId, {
        durationMinutes: workedMinutes(current.selectedDuration, left),
        emergencyCanceled: true,
      });
    } catch (error) {
      console.error('[mf-deepwork] could not update the session', error);
      toast({ ...DEEP_WORK_TOASTS.updateFailed, variant: 'destructive' });
    } finally {
      refreshSessions();
    }
  };

  /**
   * A completed step ends the running session early with the minutes worked on it; a ONE Thing step (not a
   * playbook's, which lives in the session data) is recorded as the session's task.
   */
  const endSessionForStep = async (stepId: string | null): Promise<void> => {
    const current = latest.current;
    if (!current.isActive) return;
    const left = remainingSeconds(current);
    setState((s: DeepWorkSessionState) => ({ ...resetTimer(s), currentSessionId: null }));
    sendShieldStop('step_completed');
    if (!current.currentSessionId) return;
    await finishSession(current.currentSessionId, {
      durationMinutes: workedMinutes(current.selectedDuration, left),
      taskId: stepId,
    });
    refreshSessions();
  };

  const reset = () => setState((s: DeepWorkSessionState) => resetTimer(s));
  const pickDuration = (minutes: number) => setState((s: DeepWorkSessionState) => selectDuration(s, minutes));

  /** Back to 25 minutes with the stored session removed; an open session is recorded as canceled. */
  const clearSession = async (options: { announce?: boolean } = {}) => {
    const current = latest.current;
    setState(RESET);
    if (current.isActive) sendShieldStop('manual_stop');
    if (options.announce) toast(DEEP_WORK_TOASTS.sessionReset);
    if (current.currentSessionId) {
      try {
        await finishSession(current.currentSessionId, {
          durationMinutes: workedMinutes(current.selectedDuration, remainingSeconds(current)),
          emergencyCanceled: true,
        });
      } catch (error) {
        console.error('[mf-deepwork] could not update the session', error);
      } finally {
        refreshSessions();
      }
    }
  };

  const setShieldEnabled = (enabled: boolean) => {
    setState((s: DeepWorkSessionState) => ({ ...s, shieldEnabled: enabled }));
    const current = latest.current;
    if (enabled && current.isActive && !current.isPaused)
      sendShieldStart(current.currentSessionId, remainingSeconds(current) / 60);
    if (!enabled && shield.active) sessionShield.stop('manual_stop');
    if (enabled) void allSites.ask('first-time');
  };

  const setSessionData = (data: SessionData | null) =>
    setState((s: DeepWorkSessionState) => ({ ...s, sessionData: data }));
  const setAmbient = (ambientSound: string | null, volume?: number) =>
    setState((s: DeepWorkSessionState) => ({ ...s, ambientSound, volume: volume ?? s.volume }));

  return {
    userId,
    state,
    phase,
    now,
    remaining,
    progress: timerProgressPercent(state, now),
    activeGoal,
    activeGoalLoading: activeGoalQuery.isPending,
    validity,
    conflict,
    sites,
    shield,
    extension,
    /** Whether blocked sites show the blocked page (null while unknown). */
    blockedPageAllowed: allSites.granted,
    actions: {
      start,
      pause,
      resume: resumeHere,
      stop,
      reset,
      pickDuration,
      clearSession,
      endSessionForStep,
      setShieldEnabled,
      setSessionData,
      setAmbient,
    },
  };
}
