/**
 * Spec §9: a burst at 500 ms, then bursts from both sides 200 ms and 400 ms after it. Delays count from the moment
 * the score is on screen.
 */
export interface ConfettiBurst {
  delayMs: number;
  options: { particleCount: number; angle?: number; spread: number; origin: { x?: number; y?: number } };
}

const FIRST_BURST_MS = 500;
const SIDE_BURST_OFFSETS_MS = [200, 400] as const;

function sideBursts(delayMs: number): ConfettiBurst[] {
  return [
    { delayMs, options: { particleCount: 50, angle: 60, spread: 55, origin: { x: 0, y: 0.65 } } },
    { delayMs, options: { particleCount: 50, angle: 120, spread: 55, origin: { x: 1, y: 0.65 } } },
  ];
}

export const CONFETTI_BURSTS: readonly ConfettiBurst[] = [
  { delayMs: FIRST_BURST_MS, options: { particleCount: 120, spread: 70, origin: { y: 0.6 } } },
  ...SIDE_BURST_OFFSETS_MS.flatMap((offset) => sideBursts(FIRST_BURST_MS + offset)),
];
