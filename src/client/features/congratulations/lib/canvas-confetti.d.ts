// canvas-confetti ships no types and @types/canvas-confetti is not installed: the options this feature passes.
declare module 'canvas-confetti' {
  interface ConfettiOptions {
    particleCount?: number;
    angle?: number;
    spread?: number;
    startVelocity?: number;
    origin?: { x?: number; y?: number };
    disableForReducedMotion?: boolean;
  }
  interface Confetti {
    (options?: ConfettiOptions): Promise<null> | null;
    reset(): void;
  }
  const confetti: Confetti;
  export default confetti;
}
