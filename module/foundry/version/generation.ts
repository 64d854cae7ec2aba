/**
 * The one place that knows which Foundry generation runs Fray. Every v13/v14 difference the adapter meets has a small
 * function beside this one (docs/foundry-versions.md, section 3); nothing else reads the version. Anything from 14 on
 * is 14: the manifest's `compatibility.maximum` keeps later generations out, and `minimum` earlier ones.
 */
export type FoundryGeneration = 13 | 14;

export function foundryGeneration(): FoundryGeneration {
  return game.release.generation >= 14 ? 14 : 13;
}

/** The running core build (`game.version`, e.g. "13.351"), for the self-check's report. */
export function foundryBuild(): string {
  return game.version;
}
