import { addCondition } from "../../../core/conditions/mutate.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { opposedProbability, winsOpposed } from "../../../core/odds/opposed.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import type { WoundsCreature } from "../creature.ts";
import { skillCheckRequest } from "../dice/skill-check.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";

/**
 * Surprise (seed 004): "If you are surprised, you cannot gain AP until after your first turn and you take a penalty
 * to your initiative equal to 5 - your Perception. Creatures with a Perception higher than 5 cannot be surprised."
 * Surprised is a condition that ends at the end of the holder's first turn; the AP pool reads it (economy/pools.ts).
 */
export const SURPRISE_PERCEPTION_LIMIT = 5;

/** "Most often, this is done by making the participants roll opposed checks of some sort such as Dex [Stealth/Hiding]
 * and Prc [Stealth/Observation]." */
export const SURPRISE_CHECKS = { hide: "Dex [Stealth/Hiding]", notice: "Prc [Stealth/Observation]" } as const;

/** The watcher is caught unaware when the hider's check wins (ties to the hider, the active side, by default). */
export function caughtUnaware(
  hideTotal: number,
  noticeTotal: number,
  ties: "attacker" | "defender" = "attacker",
): boolean {
  return winsOpposed(hideTotal, noticeTotal, ties);
}

/** The surprise check's two rolls: the hider's Dex [Stealth/Hiding] against the watcher's Prc [Stealth/Observation]. */
export interface SurpriseCheck {
  readonly hide: DiceRequest;
  readonly notice: DiceRequest;
}

export function surpriseCheck(
  hider: WoundsCreature,
  watcher: WoundsCreature,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): SurpriseCheck {
  return {
    hide: skillCheckRequest(hider, { notation: SURPRISE_CHECKS.hide }, options),
    notice: skillCheckRequest(watcher, { notation: SURPRISE_CHECKS.notice }, options),
  };
}

/**
 * Who hides from the watcher at risk (decision 250): of the creatures on the other side, the one with the best exact
 * chance to catch it unaware (the first of equals); undefined when there is none.
 */
export function leadingHider(
  watcher: WoundsCreature,
  hiders: readonly WoundsCreature[],
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): number | undefined {
  let best: { readonly index: number; readonly chance: number } | undefined;
  for (const [index, hider] of hiders.entries()) {
    const { hide, notice } = surpriseCheck(hider, watcher, options);
    const chance = opposedProbability(hide, notice, options.opposedTies);
    if (!best || chance > best.chance) best = { index, chance };
  }
  return best?.index;
}

export function canBeSurprised(perception: number): boolean {
  return perception <= SURPRISE_PERCEPTION_LIMIT;
}

/** "a penalty to your initiative equal to 5 - your Perception" (0 for those who cannot be surprised). */
export function surprisePenalty(perception: number): number {
  return canBeSurprised(perception) ? SURPRISE_PERCEPTION_LIMIT - perception : 0;
}

/** Mark a combatant surprised at the start of combat; refused (unchanged) above Perception 5. */
export function surprise(
  conditions: ConditionState,
  holder: string,
  perception: number,
  round = 1,
): { readonly conditions: ConditionState; readonly surprised: boolean } {
  if (!canBeSurprised(perception)) return { conditions, surprised: false };
  const added = addCondition(WOUNDS_CONDITIONS, conditions, "surprised", {
    source: "surprise",
    duration: { kind: "untilTurnEnd", holder },
    round,
  });
  return { conditions: added.state, surprised: true };
}
