/**
 * What the game server puts on a game's page for its screen (`<script type="application/json"
 * id="boot">`): the game's rules as the server plays them (paytable, limits, RTP), so the screen
 * never keeps a copy of its own.
 */
export interface SlotBoot {
  symbols: string[];
  weights: Record<string, number>;
  paytable: Record<string, [number, number, number]>;
  rtp: number;
}

export interface DiceBoot {
  min: number;
  max: number;
  rtp: number;
}

export interface CrashBoot {
  bettingMs: number;
  maxCrash: number;
  growthPerMs: number;
}

export interface Boot {
  title: string;
  slot?: SlotBoot;
  dice?: DiceBoot;
  crash?: CrashBoot;
}

export function readBoot(): Boot {
  const text = document.getElementById('boot')?.textContent ?? '{}';
  return JSON.parse(text) as Boot;
}
