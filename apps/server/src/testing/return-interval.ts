/**
 * z of a two-sided interval that a fair game leaves once in a million runs. The RTP tests play
 * real random rounds; at 99.9% the eight of them failed about one suite run in a hundred and
 * fifty, with nothing wrong. One in a million keeps them quiet, and still catches a paytable
 * that is off by more than a few standard errors (a tie paid as a win, a wrong multiplier).
 */
const zOneInMillion = 4.8916;

/** Running sums of one game's returns per unit staked. */
export class ReturnSample {
  private n = 0;
  private sum = 0;
  private sumSq = 0;

  add(x: number): void {
    this.n += 1;
    this.sum += x;
    this.sumSq += x * x;
  }

  /**
   * The mean return and the half-width of its interval. The variance is measured from the
   * sample unless the game states it (a slot's rare top wins make a measured one too small).
   */
  interval(knownVariance?: number): { mean: number; half: number } {
    const mean = this.sum / this.n;
    const variance = knownVariance ?? this.sumSq / this.n - mean * mean;
    return { mean, half: zOneInMillion * Math.sqrt(variance / this.n) };
  }
}
