import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HabitFormErrors } from '@onething/shared-data';
import { Button } from '@onething/shared-ui';
import { renderWithApp } from '@onething/test-kit';
import { useHabitFormState } from '../../hooks/use-habit-form-state';
import { TextFieldRow } from './field-row';

type Values = { name: string; cue: string };

const validate = (values: Values): HabitFormErrors => ({
  ...(values.name ? {} : { name: 'Habit name is required' }),
  ...(values.cue ? {} : { cue: 'Cue is required' }),
});

function TwoFieldForm({ onValid }: { onValid: (values: Values) => void }) {
  const form = useHabitFormState<Values>({
    name: 'test-form',
    initialValues: { name: '', cue: '' },
    validate,
    fieldOrder: ['name', 'cue'],
  });
  return (
    <form noValidate aria-label="Test" onSubmit={(event) => form.submit(event, onValid)}>
      <TextFieldRow form={form} field="name" label="Habit Name" required />
      <TextFieldRow form={form} field="cue" label="Cue" hint="What triggers this habit?" required />
      <Button type="submit">Save</Button>
      <Button type="button" onClick={() => form.reset(() => ({ name: '', cue: '' }))}>
        Start over
      </Button>
    </form>
  );
}

describe('TextFieldRow with useHabitFormState', () => {
  it('shows messages from the first save attempt, describes each control with its hint and message, and focuses the first invalid field', async () => {
    const saved: Values[] = [];
    renderWithApp(<TwoFieldForm onValid={(values) => saved.push(values)} />);
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /Habit Name/ });
    const cue = screen.getByRole('textbox', { name: /Cue/ });
    expect(cue).toHaveAccessibleDescription('What triggers this habit?');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.type(cue, 'x');
    await user.clear(cue);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Habit name is required');
    expect(cue).toHaveAccessibleDescription('What triggers this habit? Cue is required');

    // Once shown, the messages follow every edit.
    await user.type(name, 'Meditate');
    expect(name).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(cue).toHaveFocus();
    expect(saved).toEqual([]);

    await user.type(cue, 'After coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual([{ name: 'Meditate', cue: 'After coffee' }]);
  });

  it('starts over without messages until the next save attempt', async () => {
    renderWithApp(<TwoFieldForm onValid={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Habit Name/ })).toHaveValue('');
  });
});
