// The deep work page's session: the persisted state, its clock, pause, resume and shield (shared-data's
// useDeepWorkSession, the same the shell's top bar and command palette use), the derived figures, and every
// other action with its side effects (the session row, the shield, the chime and the notification).
// The session row is written through the offline queue: the timer and the shield run from local state, so a
// session starts, runs and ends offline as online, and its row is recorded when the connection returns.
import { useEffect, useRef, useState } from 'react';
import { RESET } from 'jotai/utils';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  beginEmergencyStop,
  completeTimer,
  DEFAULT_SHIELD_RULES,
  isEmergencySentence,
  deepWorkWrites,
  getFriendlyMessage,
  goalQueries,
  isSessionOn,
  isTimeUp,
  refreshAfterWrite,
  remainingSeconds,
  resetTimer,
  selectDuration,
  settingsQueries,
  startTimer,
  timerPhase,
  timerProgressPercent,
  useAuth,
  useDeepWorkSession,
  useWrite,
  type DeepWorkSession,
  type DeepWorkSessionState,
  type EndedSession,
  type Goal,
  type SessionData,
  type ShieldStopReason,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { playCompletionChime } from './completion-chime';
import { askNotificationPermission, notifySessionComplete } from './completion-notification';
import { DEEP_WORK_TOASTS } from '../domain/deep-work-messages';
import { sessionCompleted, sessionEndedEarly, startedSession } from '../domain/session-writes';
import { finishedSessionRow } from '../domain/finished-session-entry';
import { showFinishedSession } from './show-finished-session';
import { useAllSitesPermission } from '../../extension/hooks/use-all-sites-permission';
import { useExtensionStatus } from '../../extension/hooks/use-extension-status';
import { useShieldWatch } from '../../extension/hooks/use-shield-watch';
import { hasGoalConflict, sessionDataValidity } from '../domain/session-setup';
import { blockedSitesFor } from '../../shield-settings/domain/shield-presets';

/** Session data for the active goal, when the page is opened without any. */
export function sessionDataForGoal(goal: Goal, now: number = Date.now()): SessionData {
  return { oneThingGoal: goal, playbookData: null, timestamp: now };
}

/**
 * What a finish write sends (the session's id and how it ended) plus the row it will be, stored with it and
 * shown at once in the lists of sessions.
 */
type SessionFinish = { sessionId: string; end: EndedSession; shown: DeepWorkSession };
type SessionFinishVariables = Omit<SessionFinish, 'shown'>;

export function useDeepWorkController() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const queryClient = useQueryClient();
  // The state, the clock, pause and resume and the shield are the ones the shell's top bar uses too.
  const { state, setState, latest, phase, now, remaining, shield: sessionShield, pause, resume } = useDeepWorkSession();
  const shield = sessionShield.status;
  const activeGoalQuery = useQuery({ ...goalQueries.active(userId), enabled: userId !== '' });
  const settingsQuery = useQuery({ ...settingsQueries.byUser(userId), enabled: userId !== '' });
  const rulesQuery = useQuery({ ...settingsQueries.rules(userId), enabled: userId !== '' });
  const rules = rulesQuery.data ?? DEFAULT_SHIELD_RULES;
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
  const locked = state.shieldEnabled && state.shieldLocked === true;
  const allowlist = state.allowlistMode && rules.allowed_sites.length > 0 ? rules.allowed_sites : undefined;
  const blockList = {
    sites,
    allowedDomains: [],
    blockAdultContent,
    locked,
    emergencyWaitSeconds: rules.emergency_wait_seconds,
    allowlist,
    breaks: rules.breaks_per_session,
  };
  // The shield is down when the extension that answered stops answering while the session runs.
  const extensionSeen = useRef(false);
  if (extension?.installed || shield.active) extensionSeen.current = true;
  const shieldDownAt = useShieldWatch({
    watching: isSessionOn(phase) && state.shieldEnabled,
    sessionId: state.currentSessionId,
    extensionSeen: extensionSeen.current,
  });
  /** A locked session whose shield holds: only the emergency stop ends it before its time. */
  const lockedNow = isSessionOn(phase) && state.shieldLocked === true && state.shieldEnabled;

  const refreshSessions = () => void refreshAfterWrite('deep-work', queryClient);

  const sendShieldStart = (sessionId: string | null, minutesLeft: number) =>
    sessionShield.start(sessionId, minutesLeft, blockList);

  const sendShieldStop = (reason: ShieldStopReason) => {
    if (!shield.active && !latest.current.shieldEnabled) return;
    sessionShield.stop(reason);
  };

  // The session's writes, one hook per way it can end, each with the spec's toasts. They are queued while the
  // server cannot be reached; a refusal undoes the local state where it still shows the session.
  const startWrite = useWrite(deepWorkWrites.start, {
    onError: (error, { session }) => {
      console.error('[mf-deepwork] could not start the session', error);
      toast({ ...DEEP_WORK_TOASTS.startFailed, variant: 'destructive' });
      // The session the database refused is not kept running: nothing could record it.
      if (latest.current.currentSessionId !== session.id) return;
      setState((s: DeepWorkSessionState) => ({ ...resetTimer(s), currentSessionId: null }));
      sendShieldStop('manual_stop');
    },
    onSettled: refreshSessions,
  });
  // Each session ended here shows at once in the lists of sessions (the page's and the dashboard's).
  const showSession = ({ shown }: SessionFinish) => showFinishedSession(queryClient, shown);
  const completedWrite = useWrite<SessionFinishVariables, DeepWorkSession | null, void, SessionFinish>(
    deepWorkWrites.finish,
    {
      onMutate: showSession,
      // null: another tab saved this session already and showed the toast.
      onSuccess: (saved, { end }) => {
        if (saved) toast(DEEP_WORK_TOASTS.sessionCompleted(end.durationMinutes));
      },
      onError: (error) => {
        console.error('[mf-deepwork] could not save the session', error);
        toast({ ...DEEP_WORK_TOASTS.saveFailed(getFriendlyMessage(error)), variant: 'destructive' });
      },
      onSettled: refreshSessions,
    },
  );
  const stoppedWrite = useWrite<SessionFinishVariables, DeepWorkSession | null, void, SessionFinish>(
    deepWorkWrites.finish,
    {
      onMutate: showSession,
      onError: (error) => {
        console.error('[mf-deepwork] could not update the session', error);
        toast({ ...DEEP_WORK_TOASTS.updateFailed, variant: 'destructive' });
      },
      onSettled: refreshSessions,
    },
  );
  // Cleared (or the session ended by another action): a refusal is only logged, as before.
  const clearedWrite = useWrite<SessionFinishVariables, DeepWorkSession | null, void, SessionFinish>(
    deepWorkWrites.finish,
    {
      onMutate: showSession,
      onError: (error) => console.error('[mf-deepwork] could not update the session', error),
      onSettled: refreshSessions,
    },
  );
  // Ended by a completed step: the caller reports a refusal (its step toast).
  const endedForStepWrite = useWrite<SessionFinishVariables, DeepWorkSession | null, void, SessionFinish>(
    deepWorkWrites.finish,
    {
      onMutate: showSession,
      onError: (error) => console.error('[mf-deepwork] could not update the session', error),
      onSettled: refreshSessions,
    },
  );

  /**
   * The finish of a session with what it will be as a row. Its start is not kept in the timer's state (a
   * pause moves the timer's own start), so the row shown until the saved one arrives starts its minutes
   * before its end; the lists show only its title, minutes and end.
   */
  const finishing = (current: DeepWorkSessionState, sessionId: string, end: EndedSession): SessionFinish => {
    const startedAt = new Date(end.endedAt).getTime() - end.durationMinutes * 60_000;
    const started = startedSession(current, current.sessionData, sessionId, startedAt);
    return { sessionId, end, shown: finishedSessionRow(userId, started, end) };
  };

  // ---- reaching 0 (also after a reload, a sleep or in a throttled tab) -------------------------------
  const finishedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!isTimeUp(state, now) || finishedAt.current === state.timerStartTime) return;
    finishedAt.current = state.timerStartTime;
    const sessionId = state.currentSessionId;
    const end = sessionCompleted(state, now);
    setState((current: DeepWorkSessionState) => ({ ...completeTimer(current), currentSessionId: null }));
    sendShieldStop('timer_expired');
    playCompletionChime();
    notifySessionComplete(sessionId ?? `deep-work-${state.timerStartTime ?? now}`);
    // A session is recorded only from the row started with it; without one (a timer stored by an older
    // version of the app) there is nothing the database could vouch for, so nothing is saved.
    if (!sessionId) return;
    completedWrite.mutate(finishing(state, sessionId, end));
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
    // The id and the start are the moment Start is pressed: the timer runs at once, online or not, and the
    // row is recorded with this start when the write reaches the server.
    const sessionId = crypto.randomUUID();
    const startedAt = Date.now();
    setState((s: DeepWorkSessionState) => ({
      ...startTimer(s, s.selectedDuration, startedAt),
      currentSessionId: sessionId,
      sessionData: data,
    }));
    startWrite.mutate({ userId, session: startedSession(current, data, sessionId, startedAt) });
    if (current.shieldEnabled) {
      sendShieldStart(sessionId, current.selectedDuration);
      // The first session with the shield on asks, once, for the blocked page on every site it blocks.
      void allSites.ask('first-time');
    }
  };

  // The same pause and resume as the top bar's; this page's lists stand in for a shield it did not start.
  const resumeHere = () => resume(blockList);

  /** Stop (confirmed): the session is recorded as canceled with the minutes worked. A locked one is not stopped. */
  const stop = () => {
    if (lockedNow) return;
    endCanceled('user_stopped');
  };

  const endCanceled = (reason: ShieldStopReason, options: { tellShield?: boolean } = {}) => {
    const current = latest.current;
    const end = sessionEndedEarly(current, Date.now(), { emergencyCanceled: true });
    setState((s: DeepWorkSessionState) => ({ ...resetTimer(s), currentSessionId: null }));
    if (options.tellShield !== false) sendShieldStop(reason);
    if (current.currentSessionId) stoppedWrite.mutate(finishing(current, current.currentSessionId, end));
  };

  // ---- the emergency stop of a locked session --------------------------------------------------------
  // The extension keeps its own wait from the moment the sentence reaches it; the page shows the same wait.
  const [emergencyAt, setEmergencyAt] = useState<number | null>(null);
  useEffect(() => {
    if (!lockedNow) setEmergencyAt(null);
  }, [lockedNow]);
  /** Begins it with the typed sentence; false when the sentence is not the one asked for. */
  const beginEmergency = (sentence: string): boolean => {
    if (!isEmergencySentence(sentence)) return false;
    beginEmergencyStop(sentence);
    setEmergencyAt((at) => at ?? Date.now() + rules.emergency_wait_seconds * 1000);
    return true;
  };
  /** After the wait: the session is recorded as stopped early (canceled), the shield ends. */
  const confirmEmergency = () => {
    const readyAt = shield.emergencyStopAt ?? emergencyAt;
    if (readyAt === null || Date.now() < readyAt) return;
    endCanceled('emergency_stop');
  };
  // Ended from the extension's popup by an emergency stop: the session here is recorded the same way.
  useEffect(() => {
    if (shield.endedBy === 'emergency_stop' && isSessionOn(timerPhase(latest.current)) && latest.current.shieldLocked)
      endCanceled('emergency_stop', { tellShield: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reacts to the extension's report only
  }, [shield.endedBy]);

  /**
   * A completed step ends the running session early with the minutes worked on it; a ONE Thing step (not a
   * playbook's, which lives in the session data) is recorded as the session's task.
   */
  const endSessionForStep = async (stepId: string | null): Promise<void> => {
    const current = latest.current;
    if (!current.isActive) return;
    // A locked session goes on to its end: the step is done, the focus time is not over.
    if (current.shieldEnabled && current.shieldLocked) return;
    const end = sessionEndedEarly(current, Date.now(), { taskId: stepId });
    setState((s: DeepWorkSessionState) => ({ ...resetTimer(s), currentSessionId: null }));
    sendShieldStop('step_completed');
    if (!current.currentSessionId) return;
    // Resolves once saved or queued (offline); rejects when the database refuses it.
    await endedForStepWrite.submit(finishing(current, current.currentSessionId, end));
  };

  const reset = () => setState((s: DeepWorkSessionState) => resetTimer(s));
  const pickDuration = (minutes: number) => setState((s: DeepWorkSessionState) => selectDuration(s, minutes));

  /** Back to 25 minutes with the stored session removed; an open session is recorded as canceled. */
  const clearSession = (options: { announce?: boolean } = {}) => {
    const current = latest.current;
    setState(RESET);
    if (current.isActive) sendShieldStop('manual_stop');
    if (options.announce) toast(DEEP_WORK_TOASTS.sessionReset);
    if (current.currentSessionId)
      clearedWrite.mutate(
        finishing(
          current,
          current.currentSessionId,
          sessionEndedEarly(current, Date.now(), { emergencyCanceled: true }),
        ),
      );
  };

  const setSessionOptions = (options: Pick<DeepWorkSessionState, 'shieldLocked' | 'allowlistMode'>) => {
    if (isSessionOn(timerPhase(latest.current))) return;
    setState((s: DeepWorkSessionState) => ({ ...s, ...options }));
  };

  const setShieldEnabled = (enabled: boolean) => {
    // A locked shield stays on until the session ends.
    if (!enabled && lockedNow) return;
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
    rules,
    locked: lockedNow,
    shieldDownAt,
    emergencyStopAt: shield.emergencyStopAt ?? emergencyAt,
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
      setSessionOptions,
      beginEmergency,
      confirmEmergency,
      setSessionData,
      setAmbient,
    },
  };
}
