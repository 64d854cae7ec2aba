/**
 * What crashed runs left behind: the world's actors, scenes and combats flagged `flags.fray.selfCheck`, which the
 * GM is offered to delete before a new run (combats first, scenes, then actors, as a run cleans up).
 */
import { isSelfCheckDocument } from "./flags.ts";

interface Leftover {
  readonly flags: unknown;
  readonly name?: string | null;
  delete(): Promise<unknown>;
}

export function selfCheckLeftovers(): Leftover[] {
  const collections: Iterable<Leftover>[] = [game.combats.values(), game.scenes.values(), game.actors.values()];
  return collections.flatMap((collection) => [...collection].filter(isSelfCheckDocument));
}

/** Deletes them one by one; resolves with the names of those that could not be deleted. */
export async function deleteLeftovers(leftovers: readonly Leftover[]): Promise<string[]> {
  const failed: string[] = [];
  for (const leftover of leftovers) {
    try {
      await leftover.delete();
    } catch {
      failed.push(leftover.name ?? "?");
    }
  }
  return failed;
}
