import { useEffect, useRef } from 'react';
import { CloudRain, Coffee, Headphones, Leaf, Waves } from 'lucide-react';
import { Button, Card, CardContent, CardHeader, Label, MutedText, SectionTitle } from '@onething/shared-ui';
import styled from 'styled-components';
import {
  AMBIENT_SOUNDS,
  VOLUME_STEP,
  isAmbientSound,
  playAmbientSound,
  type AmbientPlayer,
  type AmbientSound,
} from '../hooks/ambient-sounds';

const ICONS: Record<AmbientSound, typeof Leaf> = { Forest: Leaf, Ocean: Waves, Rain: CloudRain, 'Coffee Shop': Coffee };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

const Volume = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[4]};

  input {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface AmbientSoundsCardProps {
  sound: string | null;
  volume: number;
  onChange: (sound: string | null, volume?: number) => void;
}

/** Clicking a sound plays it on a loop; clicking the playing one again turns it off. */
export function AmbientSoundsCard({ sound, volume, onChange }: AmbientSoundsCardProps) {
  const player = useRef<AmbientPlayer | null>(null);

  // Sound needs a click first (autoplay rules): after a reload the choice shows; picking a sound plays it.
  useEffect(() => () => player.current?.stop(), []);
  useEffect(() => {
    player.current?.setVolume(volume);
  }, [volume]);
  useEffect(() => {
    if (sound === null && player.current) {
      player.current.stop();
      player.current = null;
    }
  }, [sound]);

  const pick = (next: AmbientSound) => {
    player.current?.stop();
    player.current = null;
    if (sound === next) {
      onChange(null);
      return;
    }
    player.current = playAmbientSound(next, volume);
    onChange(next);
  };

  return (
    <Card aria-labelledby="ambient-title">
      <CardHeader>
        <SectionTitle id="ambient-title">
          <Headphones aria-hidden="true" />
          Ambient Sounds
        </SectionTitle>
      </CardHeader>
      <CardContent>
        <Grid role="group" aria-label="Ambient sound">
          {AMBIENT_SOUNDS.map((name) => {
            const Icon = ICONS[name];
            const selected = isAmbientSound(sound) && sound === name;
            return (
              <Button
                key={name}
                variant={selected ? 'default' : 'outline'}
                aria-pressed={selected}
                onClick={() => pick(name)}
              >
                <Icon aria-hidden="true" />
                {name}
              </Button>
            );
          })}
        </Grid>
        <Volume>
          <Label htmlFor="ambient-volume">{`Volume: ${volume}%`}</Label>
          <input
            id="ambient-volume"
            type="range"
            min={0}
            max={100}
            step={VOLUME_STEP}
            value={volume}
            onChange={(event) => onChange(sound, Number(event.target.value))}
          />
        </Volume>
        <MutedText>Sounds are generated in your browser and loop until you turn them off.</MutedText>
      </CardContent>
    </Card>
  );
}
