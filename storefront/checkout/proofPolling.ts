// How soon the confirmation page asks again while a proof is being made (issue 27: the proof in under 3 s). A proof
// takes one to two seconds on a calm machine, so the first seconds are asked often (each wait is at most the delay
// later than the proof), then less often: at most 60 asks in a minute, within the order view's limit of 120.

/** The wait before the next ask, `elapsedMs` after the page first loaded the order. */
export function proofPollDelay(elapsedMs: number): number {
  if (elapsedMs < 5_000) return 250;
  if (elapsedMs < 30_000) return 1_000;
  return 2_000;
}
