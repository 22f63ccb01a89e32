// Ambient sounds, generated in the browser with the Web Audio API (the external audio files cannot be
// reached): shaped noise per sound, looped until turned off. Failures to play are only logged.

export const AMBIENT_SOUNDS = ['Forest', 'Ocean', 'Rain', 'Coffee Shop'] as const;
export type AmbientSound = (typeof AMBIENT_SOUNDS)[number];

export const VOLUME_STEP = 5;

export function isAmbientSound(value: unknown): value is AmbientSound {
  return typeof value === 'string' && (AMBIENT_SOUNDS as readonly string[]).includes(value);
}

type NoiseColour = 'white' | 'pink' | 'brown';

type Recipe = {
  noise: NoiseColour;
  filter: { type: BiquadFilterType; frequency: number; q?: number };
  /** Slow swell (waves), in Hz; none when absent. */
  swellHz?: number;
  gain: number;
};

const RECIPES: Record<AmbientSound, Recipe> = {
  Forest: { noise: 'pink', filter: { type: 'bandpass', frequency: 2500, q: 0.6 }, swellHz: 0.05, gain: 0.35 },
  Ocean: { noise: 'brown', filter: { type: 'lowpass', frequency: 900 }, swellHz: 0.12, gain: 0.9 },
  Rain: { noise: 'white', filter: { type: 'highpass', frequency: 1200 }, gain: 0.25 },
  'Coffee Shop': { noise: 'brown', filter: { type: 'bandpass', frequency: 600, q: 0.8 }, swellHz: 0.3, gain: 0.8 },
};

const LOOP_SECONDS = 4;

function noiseBuffer(context: AudioContext, colour: NoiseColour): AudioBuffer {
  const length = context.sampleRate * LOOP_SECONDS;
  const buffer = context.createBuffer(1, length, context.sampleRate);
  const data = buffer.getChannelData(0);
  let last = 0;
  const pink = [0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < length; i += 1) {
    const white = Math.random() * 2 - 1;
    if (colour === 'white') {
      data[i] = white;
    } else if (colour === 'brown') {
      last = (last + 0.02 * white) / 1.02;
      data[i] = last * 3.5;
    } else {
      // Paul Kellet's refined pink noise filter.
      pink[0] = 0.99886 * (pink[0] ?? 0) + white * 0.0555179;
      pink[1] = 0.99332 * (pink[1] ?? 0) + white * 0.0750759;
      pink[2] = 0.969 * (pink[2] ?? 0) + white * 0.153852;
      pink[3] = 0.8665 * (pink[3] ?? 0) + white * 0.3104856;
      pink[4] = 0.55 * (pink[4] ?? 0) + white * 0.5329522;
      pink[5] = -0.7616 * (pink[5] ?? 0) - white * 0.016898;
      data[i] =
        ((pink[0] ?? 0) +
          (pink[1] ?? 0) +
          (pink[2] ?? 0) +
          (pink[3] ?? 0) +
          (pink[4] ?? 0) +
          (pink[5] ?? 0) +
          (pink[6] ?? 0) +
          white * 0.5362) *
        0.11;
      pink[6] = white * 0.115926;
    }
  }
  return buffer;
}

/** One playing sound; stop() ends it, setVolume(0-100) changes it at once. */
export type AmbientPlayer = { stop(): void; setVolume(volume: number): void };

export function playAmbientSound(sound: AmbientSound, volume: number): AmbientPlayer | null {
  try {
    const AudioContextClass =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return null;
    const context = new AudioContextClass();
    const recipe = RECIPES[sound];
    const source = context.createBufferSource();
    source.buffer = noiseBuffer(context, recipe.noise);
    source.loop = true;
    const filter = context.createBiquadFilter();
    filter.type = recipe.filter.type;
    filter.frequency.value = recipe.filter.frequency;
    if (recipe.filter.q !== undefined) filter.Q.value = recipe.filter.q;
    const swell = context.createGain();
    swell.gain.value = 1;
    if (recipe.swellHz) {
      const lfo = context.createOscillator();
      const depth = context.createGain();
      lfo.frequency.value = recipe.swellHz;
      depth.gain.value = 0.35;
      lfo.connect(depth).connect(swell.gain);
      lfo.start();
    }
    const master = context.createGain();
    const level = (v: number) => recipe.gain * Math.min(1, Math.max(0, v / 100));
    master.gain.value = level(volume);
    source.connect(filter).connect(swell).connect(master).connect(context.destination);
    source.start();
    void context
      .resume()
      .catch((error: unknown) => console.error('[mf-deepwork] could not play the ambient sound', error));
    return {
      stop: () => {
        try {
          source.stop();
        } catch {
          // already stopped
        }
        void context.close().catch(() => undefined);
      },
      setVolume: (v) => {
        master.gain.value = level(v);
      },
    };
  } catch (error) {
    console.error('[mf-deepwork] could not play the ambient sound', error);
    return null;
  }
}
