type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  if (typeof window === 'undefined') return undefined;
  const w = window as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return w.AudioContext ?? w.webkitAudioContext;
}

/**
 * A small Web Audio chime for finished timers: no audio files. Create it from a click (browsers only
 * let a page make sound after the user interacted with it), then ring it as often as needed.
 */
export class TimerChime {
  private context: AudioContext | null = null;

  /** Prepares the audio context; call from a user gesture such as starting a timer. */
  unlock(): void {
    const Ctor = audioContextClass();
    if (!Ctor) return;
    try {
      this.context ??= new Ctor();
      if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
    } catch {
      this.context = null;
    }
  }

  /** Three short beeps, about a second in all. */
  ring(): void {
    this.unlock();
    const ctx = this.context;
    if (!ctx) return;
    try {
      const start = ctx.currentTime + 0.05;
      for (let i = 0; i < 3; i++) {
        const at = start + i * 0.3;
        const osc = ctx.createOscillator();
        const gain = ctx.createGain();
        osc.type = 'sine';
        osc.frequency.setValueAtTime(i === 2 ? 1175 : 880, at);
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22);
        osc.connect(gain).connect(ctx.destination);
        osc.start(at);
        osc.stop(at + 0.25);
      }
    } catch {
      // Sound is a nicety; the toast still tells the cook.
    }
  }

  close(): void {
    void this.context?.close().catch(() => undefined);
    this.context = null;
  }
}
