import type { ContestId } from "../tables/contests.ts";

/**
 * Which acts give a hidden creature away (seed 002, Hide): "You stop being hidden if an enemy sees you or you take any
 * action that would clearly give away your location." Fray counts the acts aimed at an enemy that it sees on the
 * battlefield (rules page decisions 134 and 158):
 * - a weapon attack;
 * - an Ability that attacks, calls for the target's Defense Roll, or deals damage (an Ability with no roll and no
 *   damage — a healing, a Buff — shows nothing of where its user stands);
 * - every contest with an enemy but Hide itself: Blind, Climb, Disarm, Grab, Shove and Trip reach a creature "within
 *   1 m of you", moving through an enemy's space pushes past it, and Shake Off and Break Free are a struggle with the
 *   creature on or holding you.
 * A Cinematic Action is whatever its user tells the GM ("The GM determines the exact effects"), so whether it gives the
 * location away is the GM's call, as is being seen ("if an enemy sees you").
 */
export type LocatingAct =
  | { readonly kind: "weaponAttack" }
  | { readonly kind: "ability"; readonly rolls: boolean; readonly dealsDamage: boolean }
  | { readonly kind: "contest"; readonly contest: ContestId };

/** Does this act clearly give away where its creature stands? */
export function givesAwayLocation(act: LocatingAct): boolean {
  switch (act.kind) {
    case "weaponAttack":
      return true;
    case "ability":
      return act.rolls || act.dealsDamage;
    case "contest":
      return act.contest !== "hide";
  }
}
