// A short three-note chime when a session reaches 0, synthesised with the Web Audio API (no audio file to
// fetch). Audio failures are only logged.

const NOTES_HZ = [523.25, 659.25, 783.99];
const NOTE_SECONDS = 0.18;

export function playCompletionChime(): void {
  try {
    const AudioContextClass =
      window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    NOTES_HZ.forEach((frequency, index) => {
      const start = context.currentTime + index * NOTE_SECONDS;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS * 2);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + NOTE_SECONDS * 2);
    });
    window.setTimeout(() => void context.close().catch(() => undefined), 1500);
  } catch (error) {
    console.error('[mf-deepwork] could not play the completion chime', error);
  }
}
