/**
 * Ready an Action and the readied action, as spends (seed 004: "Choose an action. Until you take an action or
 * reaction, you can take the chosen action as a reaction in response to any event"; rules page decisions 182,
 * 211–212, 230). Readying names the choice (`ready:defend`, `ready:standardAttack:<weaponId>`,
 * `ready:changePosture:prone`), which the GM keeps on the combatant (the engine's `readied`); taking it names the same
 * choice (`readied:defend`, `readied:standardAttack:<id>`: an attack's, from its card's spend) and the GM takes it
 * through the engine's `takeReadied`, which refuses any other than the one kept; the GM reads an attack's weapon again
 * from the actor's own items (readied-weapon.ts). Pure: the sheet's and the tracker's contexts read the ids and the
 * words too.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { readiedChoiceOf, readiedKey, type ReadiedChoice } from "../../../../engine/rulesets/wounds/economy/readied.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const READIED: WoundsActionId = "readied";
export const READY: WoundsActionId = "ready";

/** The spend's id for readying `choice`. */
export function readyAction(choice: ReadiedChoice): string {
  return `${READY}:${readiedKey(choice)}`;
}

/** The spend's id for taking `choice` as the readied action. */
export function readiedAction(choice: ReadiedChoice): string {
  return `${READIED}:${readiedKey(choice)}`;
}

/** The choice a `<prefix>:<choice>` spend names, when it is one that can be readied; undefined for any other id. */
function namedChoice(prefix: string, id: string): ReadiedChoice | undefined {
  return id.startsWith(`${prefix}:`) ? readiedChoiceOf(id.slice(prefix.length + 1)) : undefined;
}

/** The choice a Ready spend names (`ready:<choice>`); undefined for any other id. */
export function askedReady(id: string): ReadiedChoice | undefined {
  return namedChoice(READY, id);
}

/** The choice a readied spend takes (`readied:<choice>`); undefined for any other id. */
export function askedReadied(id: string): ReadiedChoice | undefined {
  return namedChoice(READIED, id);
}

/**
 * "Defend", "Standard Attack — Longsword", "Change Posture: drop prone": the choice as the sheet and the tracker name
 * it (`weapon`: its name).
 */
export function readiedChoiceText(i18n: Localizer, choice: ReadiedChoice, weapon = ""): string {
  if (choice.posture !== undefined) return i18n.localize(`${I18N_ROOT}.Wounds.Posture.${choice.posture}`);
  const act = i18n.localize(`${I18N_ROOT}.Wounds.Action.${choice.action}`);
  return choice.item === undefined ? act : i18n.format(`${I18N_ROOT}.Wounds.Readied.withWeapon`, { act, weapon });
}
