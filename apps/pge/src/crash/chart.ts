import { h } from '../shared/dom.ts';

/**
 * The rising curve on a canvas: time across, multiplier up, both axes stretching as the round
 * goes on, the rocket at the tip; red once the round has burst.
 */
export class CrashChart {
  readonly canvas = h('canvas', {
    class: 'chart',
    attrs: { width: 720, height: 300, 'aria-hidden': 'true' },
  });

  draw(
    phase: 'betting' | 'running' | 'crashed',
    elapsedMs: number,
    multiplier: number,
    growth: number,
  ): void {
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    const { width, height } = this.canvas;
    const pad = 36;
    ctx.clearRect(0, 0, width, height);
    // Grid.
    ctx.strokeStyle = 'rgba(255,255,255,0.08)';
    ctx.lineWidth = 1;
    for (let i = 1; i < 5; i += 1) {
      const y = pad + ((height - 2 * pad) * i) / 5;
      ctx.beginPath();
      ctx.moveTo(pad, y);
      ctx.lineTo(width - pad, y);
      ctx.stroke();
    }
    if (phase === 'betting') return;
    const shownMs = Math.max(elapsedMs, 1);
    const spanMs = Math.max(8000, shownMs * 1.15);
    const top = Math.max(2, (multiplier / 100) * 1.2);
    const px = (ms: number) => pad + ((width - 2 * pad) * ms) / spanMs;
    const py = (m: number) => height - pad - ((height - 2 * pad) * (m - 1)) / (top - 1);
    const end = phase === 'crashed' ? Math.log(multiplier / 100) / growth : shownMs;
    const gradient = ctx.createLinearGradient(0, height, width, 0);
    gradient.addColorStop(0, phase === 'crashed' ? '#ff4d4d' : '#3be8b0');
    gradient.addColorStop(1, phase === 'crashed' ? '#ff9a3c' : '#ffd54a');
    ctx.strokeStyle = gradient;
    ctx.lineWidth = 4;
    ctx.beginPath();
    const steps = 80;
    for (let i = 0; i <= steps; i += 1) {
      const ms = (end * i) / steps;
      const m = Math.min(Math.exp(growth * ms), multiplier / 100);
      if (i === 0) ctx.moveTo(px(ms), py(m));
      else ctx.lineTo(px(ms), py(m));
    }
    ctx.stroke();
    // Fill under the curve.
    ctx.lineTo(px(end), height - pad);
    ctx.lineTo(px(0), height - pad);
    ctx.closePath();
    ctx.fillStyle = phase === 'crashed' ? 'rgba(255,77,77,0.12)' : 'rgba(59,232,176,0.12)';
    ctx.fill();
    // The rocket (or the burst) at the tip.
    const tipX = px(end);
    const tipY = py(multiplier / 100);
    ctx.fillStyle = phase === 'crashed' ? '#ff4d4d' : '#ffd54a';
    ctx.beginPath();
    if (phase === 'crashed') {
      for (let i = 0; i < 10; i += 1) {
        const angle = (Math.PI * 2 * i) / 10;
        const r = i % 2 === 0 ? 16 : 7;
        ctx.lineTo(tipX + Math.cos(angle) * r, tipY + Math.sin(angle) * r);
      }
    } else {
      ctx.moveTo(tipX + 14, tipY - 10);
      ctx.lineTo(tipX - 8, tipY - 4);
      ctx.lineTo(tipX - 2, tipY + 10);
    }
    ctx.closePath();
    ctx.fill();
  }
}
