/**
 * Dice So Nice, when its module is active: every roll the attack card stores is shown through its documented
 * `game.dice3d.showForRoll(roll, user, synchronize, whisper, blind)`. The card itself is posted without core
 * `rolls` (its rolls live in its data model), so Dice So Nice never animates a roll twice. fvtt-types does not know
 * the module's API, so it is read through a guard rather than declared on `game`.
 */
import type { RollVisibility } from "./roll-visibility.ts";

export const DICE_SO_NICE = "dice-so-nice";

/** The part of Dice So Nice's API Fray calls. */
export interface Dice3d {
  showForRoll(
    roll: Roll,
    user: User.Implementation,
    synchronize: boolean,
    whisper: string[] | null,
    blind: boolean,
  ): Promise<boolean>;
}

function isDice3d(value: unknown): value is Dice3d {
  return typeof value === "object" && value !== null && typeof Reflect.get(value, "showForRoll") === "function";
}

/** Typed as always found, but a module that is not installed is not in the collection. */
function installedModule(id: string): { readonly active: boolean } | undefined {
  return game.modules.get(id);
}

/** The API, or undefined when the module is missing, disabled or not ready. */
export function dice3d(): Dice3d | undefined {
  if (!installedModule(DICE_SO_NICE)?.active) return undefined;
  const api: unknown = Reflect.get(game, "dice3d");
  return isDice3d(api) ? api : undefined;
}

/** Show a roll to everyone allowed to see it (synchronized, so other clients animate it too). */
export async function showRoll(roll: Roll, visibility: RollVisibility): Promise<void> {
  await dice3d()?.showForRoll(
    roll,
    game.user,
    true,
    visibility.whisper.length ? [...visibility.whisper] : null,
    visibility.blind,
  );
}
