import { Pause, Play, RotateCcw, ShieldCheck, Square, Timer } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  Input,
  Label,
  MutedText,
  Progress,
  SectionTitle,
  WrapRow,
} from '@onething/shared-ui';
import { formatTimer, type TimerPhase } from '@onething/shared-data';
import { ConfirmDialog } from '@onething/shared-ui/overlays';
import { useState } from 'react';
import styled from 'styled-components';
import { DEEP_WORK_PRESETS, parseSessionMinutes } from '../domain/session-setup';
import { EmergencyStopDialog, type EmergencyStopDialogProps } from './emergency-stop-dialog';

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
`;

const RADIUS = 88;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const Circle = styled.div`
  position: relative;
  width: min(15rem, 70vw);
  aspect-ratio: 1;

  svg {
    width: 100%;
    height: 100%;
    transform: rotate(-90deg);
  }
`;

const Track = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.muted};
  stroke-width: 10;
`;

const Arc = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.colors.primary};
  stroke-width: 10;
  stroke-linecap: round;
  transition: stroke-dashoffset 0.4s linear;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Readout = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const Time = styled.span`
  font-size: clamp(2.5rem, 10vw, 3.5rem);
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  letter-spacing: -0.02em;
`;

const PhaseLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

const ProgressWrap = styled.div`
  width: 100%;
`;

const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  @media (min-width: 40rem) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  button {
    flex-direction: column;
    gap: 0;
    height: auto;
    padding-block: ${({ theme }) => theme.space[2]};
    white-space: normal;
  }
`;

const PresetMinutes = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  opacity: 0.85;
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;

  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }

  input {
    width: 7rem;
  }
`;

const Blocked = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.success};

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

const PHASE_LABELS: Record<TimerPhase, string> = {
  idle: 'Ready to focus',
  running: 'Focusing',
  paused: 'Paused',
  complete: 'Session complete',
};

export interface TimerCardProps {
  phase: TimerPhase;
  remaining: number;
  progress: number;
  selectedMinutes: number;
  /** Sites blocked during this session, when the extension reports them. */
  blockedCount: number | null;
  starting: boolean;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onStop: () => void;
  onReset: () => void;
  onPickDuration: (minutes: number) => void;
  /** A locked session: no Stop, only the emergency stop. */
  emergencyStop: EmergencyStopDialogProps | null;
}

export function TimerCard(props: TimerCardProps) {
  const { phase, remaining, progress, selectedMinutes, blockedCount } = props;
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const sessionActive = phase === 'running' || phase === 'paused';

  return (
    <Card aria-labelledby="timer-title">
      <CardHeader>
        <SectionTitle id="timer-title">
          <Timer aria-hidden="true" />
          Focus Timer
        </SectionTitle>
      </CardHeader>
      <Body>
        <Circle>
          <svg viewBox="0 0 200 200" aria-hidden="true">
            <Track cx="100" cy="100" r={RADIUS} />
            <Arc
              cx="100"
              cy="100"
              r={RADIUS}
              strokeDasharray={CIRCUMFERENCE}
              strokeDashoffset={CIRCUMFERENCE * (1 - progress / 100)}
            />
          </svg>
          <Readout>
            <Time role="timer" aria-label={`${formatTimer(remaining)} remaining`} data-testid="timer-display">
              {formatTimer(remaining)}
            </Time>
            <PhaseLabel data-testid="timer-phase">{PHASE_LABELS[phase]}</PhaseLabel>
          </Readout>
        </Circle>
        <ProgressWrap>
          <Progress value={progress} label="Session progress" />
        </ProgressWrap>
        {sessionActive && blockedCount !== null ? (
          <Blocked data-testid="blocked-count">
            <ShieldCheck aria-hidden="true" />
            {blockedCount === 1 ? '1 distraction blocked' : `${blockedCount} distractions blocked`}
          </Blocked>
        ) : null}

        <WrapRow>
          {phase === 'idle' ? (
            <Button size="lg" onClick={props.onStart} disabled={props.starting}>
              <Play aria-hidden="true" />
              Start Deep Work
            </Button>
          ) : null}
          {phase === 'running' ? (
            <Button size="lg" variant="secondary" onClick={props.onPause}>
              <Pause aria-hidden="true" />
              Pause
            </Button>
          ) : null}
          {phase === 'paused' ? (
            <Button size="lg" onClick={props.onResume}>
              <Play aria-hidden="true" />
              Resume
            </Button>
          ) : null}
          {sessionActive && props.emergencyStop ? <EmergencyStopDialog {...props.emergencyStop} /> : null}
          {sessionActive && !props.emergencyStop ? (
            <ConfirmDialog
              title="Stop this session?"
              description="The timer resets and the session is recorded as stopped early. The distraction shield turns off."
              confirmLabel="Stop"
              destructive
              onConfirm={props.onStop}
              trigger={
                <Button size="lg" variant="outline">
                  <Square aria-hidden="true" />
                  Stop
                </Button>
              }
            />
          ) : null}
          {phase === 'complete' ? (
            <Button size="lg" onClick={props.onReset}>
              <RotateCcw aria-hidden="true" />
              Start a new session
            </Button>
          ) : null}
        </WrapRow>

        {phase === 'idle' ? (
          <>
            <Presets role="group" aria-label="Session length">
              {DEEP_WORK_PRESETS.map((preset) => (
                <Button
                  key={preset.minutes}
                  variant={selectedMinutes === preset.minutes ? 'default' : 'outline'}
                  aria-pressed={selectedMinutes === preset.minutes}
                  onClick={() => props.onPickDuration(preset.minutes)}
                >
                  <span>{preset.label}</span>
                  <PresetMinutes>{preset.minutes} min</PresetMinutes>
                </Button>
              ))}
            </Presets>
            <Custom
              aria-label="Custom session length"
              onSubmit={(event) => {
                event.preventDefault();
                const minutes = parseSessionMinutes(custom);
                if (minutes === null) {
                  setCustomError('Enter whole minutes from 1 to 240.');
                  return;
                }
                setCustomError(null);
                setCustom('');
                props.onPickDuration(minutes);
              }}
            >
              <div>
                <Label htmlFor="custom-minutes">Custom minutes</Label>
                <Input
                  id="custom-minutes"
                  inputMode="numeric"
                  value={custom}
                  onChange={(event) => setCustom(event.target.value)}
                  aria-invalid={customError !== null}
                  aria-describedby={customError ? 'custom-minutes-error' : undefined}
                />
              </div>
              <Button type="submit" variant="secondary">
                Set
              </Button>
              {customError ? (
                <MutedText id="custom-minutes-error" role="alert">
                  {customError}
                </MutedText>
              ) : null}
            </Custom>
          </>
        ) : null}
      </Body>
    </Card>
  );
}
