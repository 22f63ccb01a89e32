import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_STEP_DURATION } from '@onething/shared-data';
import { Plus } from 'lucide-react';
import { Button } from '@onething/shared-ui';
import styled from 'styled-components';
import { StepTimeFields, StepTitleField, stepFieldErrors, startErrorFor, type StepFieldErrors } from './step-fields';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const FormTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;

  @media (max-width: 36rem) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

    & > button {
      grid-column: 1 / -1;
    }
  }
`;

export type NewStepValues = { title: string; startTime: string; duration: number };

export interface AddStepFormProps {
  /** Suggested start ('HH:MM'): 09:00, or 30 minutes after today's latest block. */
  suggestedStart: string;
  /** Resolves when saved (the form resets); rejects when nothing was saved (the input is kept). */
  onAdd: (values: NewStepValues) => Promise<unknown>;
  adding: boolean;
  /** Moves focus to the step description once (the command palette's "Add a step"). */
  focusRequested?: boolean;
  onFocusHandled?: () => void;
}

export function AddStepForm({
  suggestedStart,
  onAdd,
  adding,
  focusRequested = false,
  onFocusHandled,
}: AddStepFormProps) {
  const [title, setTitle] = useState('');
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    titleInput.current?.focus();
    titleInput.current?.scrollIntoView({ block: 'center' });
    onFocusHandled?.();
  }, [focusRequested, onFocusHandled]);
  // null: follow the suggestion, which moves as blocks are added.
  const [start, setStart] = useState<string | null>(null);
  const [duration, setDuration] = useState(DEFAULT_STEP_DURATION);
  const [errors, setErrors] = useState<StepFieldErrors>({});
  const startTime = start ?? suggestedStart;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next = stepFieldErrors(title, startTime, true);
    setErrors(next);
    if (next.title || next.start) return;
    const submitted = { title, start, duration };
    try {
      await onAdd({ title: title.trim(), startTime, duration });
      // Only what was saved is cleared: the next step may already be being typed while this one saved.
      setTitle((current) => (current === submitted.title ? '' : current));
      setStart((current) => (current === submitted.start ? null : current));
      setDuration((current) => (current === submitted.duration ? DEFAULT_STEP_DURATION : current));
    } catch (error) {
      // The toast explains too; keep the input so it can be corrected.
      const start = startErrorFor(error);
      if (start) setErrors((e) => ({ ...e, start }));
    }
  };

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="add-step-title">
      <FormTitle id="add-step-title">Add a step</FormTitle>
      <StepTitleField
        inputRef={titleInput}
        value={title}
        placeholder="e.g. Outline the first module"
        error={errors.title}
        onChange={(value) => {
          setTitle(value);
          if (errors.title && value.trim() !== '') setErrors((e) => ({ ...e, title: undefined }));
        }}
      />
      <Row>
        <StepTimeFields
          startTime={startTime}
          onStartTimeChange={setStart}
          duration={duration}
          onDurationChange={setDuration}
          errors={errors}
          setErrors={setErrors}
        />
        <Button type="submit" loading={adding}>
          <Plus aria-hidden="true" />
          Add Step
        </Button>
      </Row>
    </Form>
  );
}
