import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  DEEP_WORK_START_PARAM,
  DEEP_WORK_START_VALUE,
  deepWorkQueries,
  isSessionOn,
  playbookWrites,
  useWrite,
  type Goal,
  type Playbook,
  type SessionData,
  type TimeBlock,
} from '@onething/shared-data';
import { Shield, ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge, Column, PageGrid, PageHeader } from '@onething/shared-ui';
import { toast } from '@onething/shared-ui/toaster';
import { useSessionSteps } from '../api/session-steps';
import { DEEP_WORK_TOASTS, PLAYBOOK_COMPLETE_TOAST_DELAY_MS } from '../domain/deep-work-messages';
import { useDeepWorkController } from '../hooks/use-deep-work-controller';
import { useSessionStepWrites } from '../hooks/use-session-step-writes';
import { AmbientSoundsCard } from './ambient-sounds-card';
import { CongratulationsDialog } from './congratulations-dialog';
import { EditTimeBlockDialog, type TimeBlockEdit } from './edit-time-block-dialog';
import { GoalCard, GoalCompletedCard, NoGoalCard } from './goal-card';
import { PlaybookCard } from './playbook-card';
import { SessionAlert } from './session-alert';
import { ShieldCard } from './shield-card';
import { ShieldDownAlert } from './shield-down-alert';
import { StepsCard, type SessionStep } from './steps-card';
import { TimerCard } from './timer-card';
import { TodaysSessionsCard } from './todays-sessions-card';

/** What the planner and the dashboard send for a goal, and the playbooks page for a playbook run. */
type NavigationState = { oneThingGoal?: Goal; todaysBlocks?: TimeBlock[]; playbookData?: Playbook } | null;

export function DeepWorkPage() {
  const c = useDeepWorkController();
  const { state, phase, activeGoal, actions } = c;
  const navigate = useNavigate();
  const location = useLocation();
  const [starting, setStarting] = useState(false);
  const [busyStep, setBusyStep] = useState<string | null>(null);
  const [editing, setEditing] = useState<TimeBlock | null>(null);
  const [congratulate, setCongratulate] = useState<string | null>(null);
  const todaysSessions = useQuery({ ...deepWorkQueries.today(c.userId), enabled: c.userId !== '' });
  const stepWrites = useSessionStepWrites(setCongratulate);
  // A completed run is recorded through the queue; a refusal gets the queue's toast and refresh.
  const completeRun = useWrite(playbookWrites.completeRun);

  // A goal handed over by the planner or the dashboard becomes the session's data, unless a session
  // for another goal is running (it is never replaced mid-session).
  const consumed = useRef(false);
  useEffect(() => {
    if (consumed.current) return;
    consumed.current = true;
    const handed = location.state as NavigationState;
    if (handed?.playbookData) {
      // A playbook run starts with none of its steps done; a running session is never replaced.
      const playbook = handed.playbookData;
      if (!state.isActive || state.sessionData?.playbookData?.id === playbook.id) {
        actions.setSessionData({
          oneThingGoal: null,
          playbookData: { ...playbook, tasks: playbook.tasks.map((task) => ({ ...task, completed: false })) },
          timestamp: Date.now(),
        });
      }
      navigate(location.pathname, { replace: true, state: null });
      return;
    }
    if (!handed?.oneThingGoal) return;
    const running = state.isActive && state.sessionData?.oneThingGoal?.id !== handed.oneThingGoal.id;
    if (!running) {
      const data: SessionData = {
        oneThingGoal: { ...handed.oneThingGoal, timeBlocks: handed.todaysBlocks ?? [] },
        playbookData: null,
        timestamp: Date.now(),
      };
      actions.setSessionData(data);
    }
    navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate, state, actions]);

  // The time left in the tab's title while a session runs or is paused is the shell's, on every page.

  const sessionGoal = state.sessionData?.oneThingGoal ?? null;
  const playbook = state.sessionData?.playbookData ?? null;
  const goal =
    sessionGoal?.id && activeGoal?.id === sessionGoal.id ? activeGoal : (sessionGoal ?? (playbook ? null : activeGoal));
  const goalId = playbook ? null : (goal?.id ?? null);
  const { steps } = useSessionSteps(goalId, state.sessionData);
  const goalDone = goal !== null && ((goal.progress ?? 0) >= 100 || goal.completed_at != null);
  const conflictTitle = c.conflict ? (activeGoal?.title ?? '') : null;

  const start = async () => {
    setStarting(true);
    try {
      await actions.start();
    } finally {
      setStarting(false);
    }
  };

  // "Start a deep work session" elsewhere (the command palette) arrives as ?start=now: start once, unless a
  // session is already on, and drop the parameter so a reload or Back does not start another.
  const [searchParams, setSearchParams] = useSearchParams();
  const autoStartHandled = useRef(false);
  useEffect(() => {
    if (autoStartHandled.current || searchParams.get(DEEP_WORK_START_PARAM) !== DEEP_WORK_START_VALUE) return;
    autoStartHandled.current = true;
    setSearchParams(
      (params) => {
        params.delete(DEEP_WORK_START_PARAM);
        return params;
      },
      { replace: true },
    );
    // A session already on refuses the start with its toast and goes on.
    if (phase === 'idle' || isSessionOn(phase)) void start();
  });

  // The step's change resolves once saved or queued (offline); its toasts, also for a refusal, are the hook's.
  const setGoalStep = async (step: SessionStep, completed: boolean) => {
    if (!goalId) return;
    setBusyStep(step.id);
    try {
      // Completing the step worked on ends the running session; a session the database refuses to end
      // leaves the step open.
      if (completed) await actions.endSessionForStep(step.id);
    } catch (error) {
      console.error('[mf-deepwork] could not complete the step', error);
      toast({ ...DEEP_WORK_TOASTS.stepFailed, variant: 'destructive' });
      setBusyStep(null);
      return;
    }
    try {
      await stepWrites.setCompleted({ stepId: step.id, completed, goal: { id: goalId, title: goal?.title ?? '' } });
    } catch {
      // Shown by the hook.
    } finally {
      setBusyStep(null);
    }
  };

  /** Playbook steps live in the session data; all done records the playbook as a completed goal. */
  const setPlaybookStep = async (step: SessionStep, completed: boolean) => {
    if (!playbook || !state.sessionData) return;
    const tasks = (playbook.tasks ?? []).map((task) => (task.id === step.id ? { ...task, completed } : task));
    // A playbook step is no ONE Thing step, so the session records no task for it.
    if (completed)
      await actions
        .endSessionForStep(null)
        .catch((error: unknown) => console.error('[mf-deepwork] could not end the session', error));
    if (!completed || tasks.some((task) => !task.completed)) {
      actions.setSessionData({ ...state.sessionData, playbookData: { ...playbook, tasks } });
      toast(completed ? DEEP_WORK_TOASTS.stepCompleted : DEEP_WORK_TOASTS.blockReverted);
      return;
    }
    // The run's goal id is made now: a replay records the run once.
    if (playbook.id) completeRun.mutate({ playbookId: playbook.id, id: crypto.randomUUID() });
    await actions.clearSession();
    window.setTimeout(() => toast(DEEP_WORK_TOASTS.playbookComplete), PLAYBOOK_COMPLETE_TOAST_DELAY_MS);
  };

  // Resolves once saved or queued (the dialog closes, also offline); rejects when refused (it stays open).
  const saveBlock = (block: TimeBlock, edit: TimeBlockEdit) =>
    stepWrites.saveBlock({ blockId: block.id, patch: edit, goalId: block.goal_id });

  const shieldBadge =
    c.shieldDownAt !== null ? (
      <Badge variant="destructive" data-testid="shield-badge">
        <ShieldAlert aria-hidden="true" />
        Shield down
      </Badge>
    ) : c.shield.active ? (
      <Badge variant="success" data-testid="shield-badge">
        <ShieldCheck aria-hidden="true" />
        Distraction Shield Active
      </Badge>
    ) : (
      <Badge variant="outline" data-testid="shield-badge">
        <Shield aria-hidden="true" />
        Distraction Shield Inactive
      </Badge>
    );

  return (
    <>
      <PageHeader title="Deep Work" description="One timer, one goal, no distractions." actions={shieldBadge} />
      <SessionAlert
        validity={c.validity}
        conflictTitle={conflictTitle}
        onClear={() => void actions.clearSession({ announce: c.validity === 'invalid' })}
        onGoToActive={() => navigate('/one-thing')}
      />
      {c.shieldDownAt !== null ? <ShieldDownAlert downAt={c.shieldDownAt} /> : null}
      <PageGrid>
        <Column>
          <TimerCard
            phase={phase}
            remaining={c.remaining}
            progress={c.progress}
            selectedMinutes={state.selectedDuration}
            blockedCount={c.shield.active ? c.shield.blockedCount : null}
            starting={starting}
            onStart={() => void start()}
            onPause={actions.pause}
            onResume={actions.resume}
            onStop={() => void actions.stop()}
            onReset={actions.reset}
            onPickDuration={actions.pickDuration}
            emergencyStop={
              c.locked
                ? {
                    readyAt: c.emergencyStopAt,
                    waitSeconds: c.rules.emergency_wait_seconds,
                    onBegin: actions.beginEmergency,
                    onConfirm: actions.confirmEmergency,
                  }
                : null
            }
          />
          <StepsCard
            steps={steps}
            busyId={busyStep}
            onComplete={(step) => void (playbook ? setPlaybookStep(step, true) : setGoalStep(step, true))}
            onRevert={(step) => void (playbook ? setPlaybookStep(step, false) : setGoalStep(step, false))}
            onEdit={(step) => setEditing(step.block)}
          />
        </Column>
        <Column>
          {playbook ? <PlaybookCard playbook={playbook} /> : null}
          {!playbook && goal && goalDone ? (
            <GoalCompletedCard
              title={goal.title ?? ''}
              onNewGoal={() => navigate('/one-thing')}
              onClear={() => void actions.clearSession()}
            />
          ) : null}
          {!playbook && goal && !goalDone ? <GoalCard goal={goal} /> : null}
          {!playbook && !goal && !c.activeGoalLoading ? <NoGoalCard onSetGoal={() => navigate('/one-thing')} /> : null}
          <ShieldCard
            enabled={state.shieldEnabled}
            sites={c.sites}
            extension={c.extension}
            blockedPageAllowed={c.blockedPageAllowed}
            onEnabledChange={actions.setShieldEnabled}
            options={{ locked: state.shieldLocked === true, allowlistMode: state.allowlistMode === true }}
            allowedSites={c.rules.allowed_sites}
            sessionOn={isSessionOn(phase)}
            locked={c.locked}
            onOptionsChange={(options) =>
              actions.setSessionOptions({ shieldLocked: options.locked, allowlistMode: options.allowlistMode })
            }
          />
          <AmbientSoundsCard sound={state.ambientSound} volume={state.volume} onChange={actions.setAmbient} />
          <TodaysSessionsCard sessions={todaysSessions.data ?? []} />
        </Column>
      </PageGrid>
      <EditTimeBlockDialog
        block={editing}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        onSave={saveBlock}
      />
      <CongratulationsDialog
        goalTitle={congratulate}
        onClose={() => setCongratulate(null)}
        onNewGoal={() => navigate('/one-thing')}
      />
    </>
  );
}
