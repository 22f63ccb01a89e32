import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import {
  blocksForDate,
  canCreateGoal,
  goalQueries,
  localDateKey,
  NEW_STEP_PARAM,
  NEW_STEP_PARAM_VALUE,
  sortBlocks,
  taskQueries,
  timeBlockQueries,
  useNow,
  useStartDeepWork,
  type Goal,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import { Alert, AlertDescription, AlertTitle, Button, Column, PageGrid, Spinner } from '@onething/shared-ui';
import { useCompleteGoal } from '../hooks/use-complete-goal';
import { useCreateGoal } from '../hooks/use-create-goal';
import { useCreateStep } from '../hooks/use-create-step';
import { useDeleteGoal } from '../hooks/use-delete-goal';
import { useDeleteStep } from '../hooks/use-delete-step';
import { defaultGoalFormValues, type GoalFormValues } from '../domain/goal-fields';
import { goalProgress, todaysCompletedGoals } from '../domain/goal-progress';
import { blockShownForStep, unfinishedPastSteps } from '../domain/step-days';
import { suggestSlot } from '../domain/step-time-defaults';
import { useMoveStepsToToday } from '../hooks/use-move-steps-to-today';
import { useSaveAsPlaybook } from '../hooks/use-save-as-playbook';
import { useSaveWhy } from '../hooks/use-save-why';
import { useToggleStep } from '../hooks/use-toggle-step';
import { useUndoStep } from '../hooks/use-undo-step';
import { useUpdateGoal } from '../hooks/use-update-goal';
import { useUpdateStep } from '../hooks/use-update-step';
import { ActiveGoalCard } from './active-goal-card';
import { AddStepForm } from './add-step-form';
import { CompletedGoalsCard } from './completed-goals-card';
import { EditStepDialog } from './edit-step-dialog';
import { EmptyGoalState } from './empty-goal-state';
import { GoalFormDialog } from './goal-form-dialog';
import { GoalHistoryCard } from './goal-history-card';
import { MoveToTodayButton } from './move-to-today-button';
import { OneThingHeader } from './one-thing-header';
import { PlannerConfirmations, type PendingConfirmation } from './planner-confirmations';
import { CenteredSpinner, History } from './planner-layout';
import { StepsCard } from './steps-card';
import { TodaysScheduleCard } from './todays-schedule-card';
import { WhyCard } from './why-card';

function goalToFormValues(goal: Goal): GoalFormValues {
  return {
    title: goal.title,
    description: goal.description ?? '',
    why: goal.why_description ?? '',
    priority: goal.priority,
    deadline: goal.deadline,
  };
}

export function OneThingPlanner({ userId }: { userId: string }) {
  const activeGoal = useQuery(goalQueries.active(userId));
  const goals = useQuery(goalQueries.byUser(userId));
  const goal = activeGoal.data ?? null;
  // The steps and time blocks of the active goal; idle until there is one.
  const stepsQuery = useQuery({ ...taskQueries.steps(goal?.id ?? ''), enabled: Boolean(goal) });
  const blocksQuery = useQuery({ ...timeBlockQueries.byGoal(goal?.id ?? ''), enabled: Boolean(goal) });
  // "Add a step" elsewhere (the command palette) arrives as ?new=step: focus the form once, drop the parameter.
  const [searchParams, setSearchParams] = useSearchParams();
  const addStepRequested = searchParams.get(NEW_STEP_PARAM) === NEW_STEP_PARAM_VALUE;
  const clearAddStepRequest = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(NEW_STEP_PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const createGoal = useCreateGoal(userId);
  const updateGoal = useUpdateGoal(userId);
  const saveWhy = useSaveWhy(userId);
  const completeGoal = useCompleteGoal(userId);
  const deleteGoal = useDeleteGoal(userId);
  const createStep = useCreateStep();
  const updateStep = useUpdateStep();
  const undoStep = useUndoStep();
  const toggleStep = useToggleStep((undo) => undoStep.mutate(undo));
  const deleteStep = useDeleteStep((step) => undoStep.mutate({ kind: 'step-deleted', step }));
  const startDeepWork = useStartDeepWork();
  const saveAsPlaybook = useSaveAsPlaybook();
  const moveToToday = useMoveStepsToToday();

  const [goalDialog, setGoalDialog] = useState<'create' | 'edit' | null>(null);
  const [editingStep, setEditingStep] = useState<Task | null>(null);
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const stepsTitleRef = useRef<HTMLHeadingElement>(null);

  // Read again every minute: a block whose end passes turns "Missed" and the suggested start moves on.
  const now = useNow();
  const today = localDateKey(now);
  const steps = stepsQuery.data ?? [];
  const blocks = blocksQuery.data ?? [];
  const todaysBlocks = sortBlocks(blocksForDate(blocks, now));
  const blockByStep: Map<string, TimeBlock> = blockShownForStep(blocks, today);
  const pastSteps = unfinishedPastSteps(steps, blocks, today);
  const progress = goalProgress(steps);
  const createBlocked = !canCreateGoal(goal, steps);
  const completedToday = todaysCompletedGoals(goals.data ?? [], now);

  const loading = activeGoal.isPending || (goal !== null && (stepsQuery.isPending || blocksQuery.isPending));

  const openCreate = () => {
    if (!createBlocked) setGoalDialog('create');
  };

  const confirm = (item: PendingConfirmation) => {
    setPending(null);
    deleteGoal.mutate(item.id);
  };

  const header = <OneThingHeader createBlocked={createBlocked} onCreate={openCreate} />;

  if (loading) {
    return (
      <>
        {header}
        <CenteredSpinner>
          <Spinner size="lg" label="Loading your ONE Thing..." />
        </CenteredSpinner>
      </>
    );
  }

  if (activeGoal.isError && !goal) {
    return (
      <>
        {header}
        <Alert variant="destructive">
          <AlertTitle>Could not load your ONE Thing</AlertTitle>
          <AlertDescription>
            {activeGoal.error.message}{' '}
            <Button variant="link" onClick={() => void activeGoal.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      </>
    );
  }

  const completedCard =
    completedToday.visible.length > 0 ? (
      <CompletedGoalsCard
        goals={completedToday.visible}
        moreCount={completedToday.moreCount}
        onDelete={(g) => setPending({ kind: 'completed-goal', id: g.id, title: g.title })}
        onSaveAsPlaybook={(g) => saveAsPlaybook.mutate(g.id)}
      />
    ) : null;

  return (
    <>
      {header}
      {goal ? (
        <PageGrid>
          <Column>
            <ActiveGoalCard
              goal={goal}
              progress={progress}
              completedSteps={steps.filter((s) => s.completed).length}
              totalSteps={steps.length}
              onEdit={() => setGoalDialog('edit')}
              onDelete={() => setPending({ kind: 'goal', id: goal.id, title: goal.title })}
              onStart={() => startDeepWork(goal, todaysBlocks)}
              onMarkDone={() => completeGoal.mutate(goal.id)}
              markingDone={completeGoal.isPending && !completeGoal.isPaused}
              onSaveAsPlaybook={() => saveAsPlaybook.mutate(goal.id)}
              savingPlaybook={saveAsPlaybook.isPending && saveAsPlaybook.variables?.goalId === goal.id}
            />
            <StepsCard
              steps={steps}
              blockByStep={blockByStep}
              today={today}
              now={now}
              pastSteps={
                pastSteps.length > 0 ? (
                  <MoveToTodayButton
                    count={pastSteps.length}
                    moving={moveToToday.isPending && !moveToToday.isPaused}
                    onMove={() => moveToToday.mutate({ goal, today })}
                  />
                ) : null
              }
              onToggle={(step) => toggleStep.mutate({ goal, step, completed: !step.completed })}
              onEdit={setEditingStep}
              // Called once confirmed. The step's row and its delete button go away (after the list is read again):
              // focus moves to the list's heading instead of falling to the page.
              onDelete={(step) => deleteStep.mutate({ step }, { onSuccess: () => stepsTitleRef.current?.focus() })}
              titleRef={stepsTitleRef}
            >
              <AddStepForm
                suggest={(duration, day) => suggestSlot(blocks, now, duration, day)}
                today={today}
                adding={createStep.isPending && !createStep.isPaused}
                onAdd={(values) => createStep.submit({ goal, ...values })}
                focusRequested={addStepRequested}
                onFocusHandled={clearAddStepRequest}
              />
            </StepsCard>
          </Column>
          <Column>
            <WhyCard
              key={goal.id}
              why={goal.why_description}
              saving={saveWhy.isPending && !saveWhy.isPaused}
              onSave={(why) => saveWhy.submit({ goalId: goal.id, why })}
            />
            {todaysBlocks.length > 0 ? <TodaysScheduleCard blocks={todaysBlocks} now={now} /> : null}
            {completedCard}
          </Column>
        </PageGrid>
      ) : (
        <PageGrid>
          <Column>
            <EmptyGoalState onCreate={openCreate} />
          </Column>
          {completedCard ? <Column>{completedCard}</Column> : null}
        </PageGrid>
      )}

      <History>
        <GoalHistoryCard userId={userId} />
      </History>

      <GoalFormDialog
        mode={goalDialog === 'edit' ? 'edit' : 'create'}
        open={goalDialog !== null}
        onOpenChange={(open) => {
          if (!open) setGoalDialog(null);
        }}
        initialValues={goalDialog === 'edit' && goal ? goalToFormValues(goal) : defaultGoalFormValues(now)}
        onSubmit={(values) =>
          goalDialog === 'edit' && goal ? updateGoal.submit({ goalId: goal.id, values }) : createGoal.submit(values)
        }
      />
      <EditStepDialog
        step={editingStep}
        block={editingStep ? blockByStep.get(editingStep.id) : undefined}
        onOpenChange={(open) => {
          if (!open) setEditingStep(null);
        }}
        onSave={(values) => {
          if (!editingStep) return Promise.resolve();
          const block = blockByStep.get(editingStep.id);
          return updateStep.submit({
            step: editingStep,
            title: values.title,
            ...(block
              ? { block: { block, date: values.date, startTime: values.startTime, duration: values.duration } }
              : {}),
          });
        }}
      />
      <PlannerConfirmations pending={pending} onClose={() => setPending(null)} onConfirm={confirm} />
    </>
  );
}
