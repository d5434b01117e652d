/**
 * Optional sound, muted until the player turns it on: short tones made with WebAudio, so the
 * games carry no audio files.
 */
export class Sound {
  private context: AudioContext | null = null;
  on = false;

  toggle(): boolean {
    this.on = !this.on;
    if (this.on && !this.context && typeof AudioContext === 'function')
      this.context = new AudioContext();
    return this.on;
  }

  /** A tone of `hz` for `ms`. */
  tone(hz: number, ms: number, gain = 0.05): void {
    const ctx = this.context;
    if (!this.on || !ctx) return;
    const osc = ctx.createOscillator();
    const amp = ctx.createGain();
    osc.frequency.value = hz;
    amp.gain.value = gain;
    amp.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + ms / 1000);
    osc.connect(amp).connect(ctx.destination);
    osc.start();
    osc.stop(ctx.currentTime + ms / 1000);
  }

  tick(): void {
    this.tone(660, 40, 0.02);
  }

  win(): void {
    [523, 659, 784].forEach((hz, i) => setTimeout(() => this.tone(hz, 160), i * 120));
  }

  lose(): void {
    this.tone(196, 220, 0.03);
  }
}
