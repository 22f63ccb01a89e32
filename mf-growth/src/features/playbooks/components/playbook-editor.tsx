// Create or edit a playbook on the page itself: title, description, and its steps and time blocks edited
// in place, each list reordered by drag or keyboard.
import { useState, type FormEvent } from 'react';
import { type Playbook, type PlaybookInput, type PlaybookTask, type PlaybookTimeBlock } from '@onething/shared-data';
import { moveItem, relinkBlocks } from '../domain/playbooks';
import { ArrowLeft, Plus, Save, Trash2 } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Field,
  Input,
  MutedText,
  Textarea,
} from '@onething/shared-ui';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@onething/shared-ui/overlays';
import styled from 'styled-components';
import {
  draftFrom,
  draftProblems,
  draftToInput,
  hasProblems,
  newBlock,
  newStep,
  type PlaybookDraft,
} from '../domain/playbook-draft';
import { REORDER_INSTRUCTIONS, SortableList } from '@onething/shared-ui/sortable';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const RowGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[2]};
  align-items: start;
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));

  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface PlaybookEditorProps {
  playbook: Playbook | null;
  saving: boolean;
  onSave: (input: PlaybookInput) => Promise<unknown>;
  onCancel: () => void;
}

export function PlaybookEditor({ playbook, saving, onSave, onCancel }: PlaybookEditorProps) {
  const [draft, setDraft] = useState<PlaybookDraft>(() => draftFrom(playbook));
  const [showProblems, setShowProblems] = useState(false);
  const problems = draftProblems(draft);
  const shown = showProblems ? problems : { steps: {}, blocks: {} as Record<string, string> };
  const heading = playbook ? 'Edit Playbook' : 'New Playbook';

  const update = (patch: Partial<PlaybookDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setSteps = (tasks: PlaybookTask[]) =>
    setDraft((d) => ({ ...d, ...relinkBlocks(d.tasks, tasks, d.time_blocks) }));
  const editStep = (id: string, patch: Partial<PlaybookTask>) =>
    setDraft((d) => ({ ...d, tasks: d.tasks.map((t) => (t.id === id ? { ...t, ...patch } : t)) }));
  const editBlock = (id: string, patch: Partial<PlaybookTimeBlock>) =>
    setDraft((d) => ({ ...d, time_blocks: d.time_blocks.map((b) => (b.id === id ? { ...b, ...patch } : b)) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasProblems(problems)) {
      setShowProblems(true);
      return;
    }
    try {
      await onSave(draftToInput(draft));
    } catch {
      // The mutation showed the error; the draft stays for another try.
    }
  };

  return (
    <Card as="section" aria-labelledby="playbook-editor-title">
      <CardHeader>
        <CardTitle as="h2" id="playbook-editor-title">
          {heading}
        </CardTitle>
        <CardDescription>Steps and time blocks are copied into a goal when you use this playbook.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form aria-labelledby="playbook-editor-title" onSubmit={(e) => void submit(e)} noValidate>
          <Fields>
            <Field label="Title" required error={shown.title} className="wide">
              <Input value={draft.title} onChange={(e) => update({ title: e.target.value })} maxLength={200} />
            </Field>
            <Field label="Description" className="wide">
              <Textarea value={draft.description} onChange={(e) => update({ description: e.target.value })} rows={2} />
            </Field>
          </Fields>

          <Section aria-labelledby="playbook-steps-title">
            <SectionHead>
              <h3 id="playbook-steps-title">Steps ({draft.tasks.length})</h3>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => update({ tasks: [...draft.tasks, newStep(draft.tasks.length)] })}
              >
                <Plus aria-hidden="true" />
                Add Step
              </Button>
            </SectionHead>
            {draft.tasks.length > 0 ? (
              <MutedText>{REORDER_INSTRUCTIONS}</MutedText>
            ) : (
              <MutedText>No steps yet.</MutedText>
            )}
            <SortableList
              aria-label="Steps"
              items={draft.tasks}
              noun="step"
              nameOf={(t) => t.title}
              onMove={(from, to) => setSteps(moveItem(draft.tasks, from, to))}
              renderItem={(step, index) => (
                <RowGrid>
                  <Fields>
                    <Field label={`Step ${index + 1} title`} required error={shown.steps[step.id]} className="wide">
                      <Input
                        value={step.title}
                        onChange={(e) => editStep(step.id, { title: e.target.value })}
                        maxLength={200}
                      />
                    </Field>
                    <Field label="Estimated minutes">
                      <Input
                        type="number"
                        min={1}
                        max={180}
                        value={step.estimated_duration ?? ''}
                        onChange={(e) => {
                          const value = e.target.value === '' ? null : Math.trunc(Number(e.target.value));
                          if (value === null || (value >= 1 && value <= 180))
                            editStep(step.id, { estimated_duration: value });
                        }}
                      />
                    </Field>
                    <Field label="Notes" className="wide">
                      <Input
                        value={step.description ?? ''}
                        onChange={(e) => editStep(step.id, { description: e.target.value })}
                      />
                    </Field>
                  </Fields>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove step ${index + 1}: ${step.title || 'untitled'}`}
                    onClick={() => setSteps(draft.tasks.filter((t) => t.id !== step.id))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </RowGrid>
              )}
            />
          </Section>

          <Section aria-labelledby="playbook-blocks-title">
            <SectionHead>
              <h3 id="playbook-blocks-title">Time Blocks ({draft.time_blocks.length})</h3>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  update({
                    time_blocks: [...draft.time_blocks, newBlock(draft.time_blocks, Math.max(1, draft.tasks.length))],
                  })
                }
              >
                <Plus aria-hidden="true" />
                Add Time Block
              </Button>
            </SectionHead>
            {draft.time_blocks.length === 0 ? (
              <MutedText>No time blocks yet. When used, blocks are placed on today&apos;s schedule.</MutedText>
            ) : null}
            <SortableList
              aria-label="Time blocks"
              items={draft.time_blocks}
              noun="time block"
              nameOf={(b) => b.title}
              onMove={(from, to) => update({ time_blocks: moveItem(draft.time_blocks, from, to) })}
              renderItem={(block, index) => (
                <RowGrid>
                  <Fields>
                    <Field
                      label={`Time block ${index + 1} title`}
                      required
                      error={shown.blocks[block.id]}
                      className="wide"
                    >
                      <Input
                        value={block.title}
                        onChange={(e) => editBlock(block.id, { title: e.target.value })}
                        maxLength={200}
                      />
                    </Field>
                    <Field label="Start time">
                      <Input
                        type="time"
                        value={block.start_time ?? ''}
                        onChange={(e) => editBlock(block.id, { start_time: e.target.value })}
                      />
                    </Field>
                    <Field label="End time">
                      <Input
                        type="time"
                        value={block.end_time ?? ''}
                        onChange={(e) => editBlock(block.id, { end_time: e.target.value })}
                      />
                    </Field>
                    {draft.tasks.length > 0 ? (
                      <Field label="For step">
                        {(control) => (
                          <Select
                            value={String(block.step_number)}
                            onValueChange={(v) => editBlock(block.id, { step_number: Number(v) })}
                          >
                            <SelectTrigger {...control}>
                              <SelectValue />
                            </SelectTrigger>
                            <SelectContent>
                              {draft.tasks.map((t, i) => (
                                <SelectItem key={t.id} value={String(i + 1)}>
                                  {`${i + 1}. ${t.title || 'Untitled step'}`}
                                </SelectItem>
                              ))}
                              {block.step_number > draft.tasks.length ? (
                                <SelectItem value={String(block.step_number)}>No step</SelectItem>
                              ) : null}
                            </SelectContent>
                          </Select>
                        )}
                      </Field>
                    ) : null}
                    <Field label="Instructions" className="wide">
                      <Input
                        value={block.instructions ?? ''}
                        onChange={(e) => editBlock(block.id, { instructions: e.target.value })}
                      />
                    </Field>
                    <Field label="Completion criteria" className="wide">
                      <Input
                        value={block.completion_criteria ?? ''}
                        onChange={(e) => editBlock(block.id, { completion_criteria: e.target.value })}
                      />
                    </Field>
                  </Fields>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove time block ${index + 1}: ${block.title || 'untitled'}`}
                    onClick={() => update({ time_blocks: draft.time_blocks.filter((b) => b.id !== block.id) })}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </RowGrid>
              )}
            />
          </Section>

          <Actions>
            <Button type="button" variant="outline" onClick={onCancel}>
              <ArrowLeft aria-hidden="true" />
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              <Save aria-hidden="true" />
              {playbook ? 'Save Changes' : 'Create Playbook'}
            </Button>
          </Actions>
        </Form>
      </CardContent>
    </Card>
  );
}
