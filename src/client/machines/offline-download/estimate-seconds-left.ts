/** Time left of a download from the rate measured so far; null until a rate means something. */
const minimumMeasureMs = 500;

export function estimateSecondsLeft({
  doneBytes,
  leftBytes,
  elapsedMs,
}: {
  doneBytes: number;
  leftBytes: number;
  elapsedMs: number;
}): number | null {
  if (leftBytes <= 0) return 0;
  if (elapsedMs < minimumMeasureMs || doneBytes <= 0) return null;
  return Math.ceil(leftBytes / (doneBytes / elapsedMs) / 1000);
}
