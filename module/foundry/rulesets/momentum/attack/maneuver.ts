/**
 * A Maneuver added to a weapon attack (seed 002: "Critical hits with weapon attacks that have a Maneuver added to them
 * deal additional damage of 6, and the Maneuver deals additional damage equal to 3 times the Tier of the used
 * Maneuver Ability"). The roll dialog offers the attacker's own Maneuver Abilities as one exclusive group (rules page
 * decision 147); the choice is stored on the card row by its item id, and whoever reads it takes the Maneuver from the
 * attacker's own items, never from what a client sent about it. Plain data: no Foundry globals.
 */
import type { LocalizedText, RollChoices, RollModifier } from "../../../combat-room.ts";
import { itemAction, itemIdIn } from "../combat/item-action.ts";
import type { MomentumAbilitySource, MomentumGearSources, Named } from "../sources.ts";
import { MOMENTUM_MODIFIER_KEYS } from "./modifiers.ts";

const PREFIX = "maneuver.";
const GROUP = "maneuver";

/** The dialog's (and the row's) choice id of adding the Maneuver `itemId`. */
export const maneuverChoiceId = (itemId: string): string => `${PREFIX}${itemId}`;

/**
 * The card's weapon attack with the Maneuver `itemId` added, as a spend: the weapon attack and the Maneuver's AP and WP
 * paid together, read from the actor's own item (combat/spend.ts).
 */
const WEAPON_MANEUVER = "weaponManeuver";
export const maneuverAction = (itemId: string): string => itemAction(WEAPON_MANEUVER, itemId);

/** The Maneuver a weapon-attack spend names, or undefined for any other action. */
export const maneuverIdOf = (action: string): string | undefined => itemIdIn(action, WEAPON_MANEUVER);

/** The actor's Maneuver Abilities. */
export function maneuversOf(gear: MomentumGearSources): readonly Named<MomentumAbilitySource>[] {
  return gear.abilities.filter((a) => a.data.maneuver);
}

/**
 * The Maneuver the choices add: the one of `maneuvers` chosen. A Maneuver is added to an attack one at a time ("a
 * Maneuver added"), so choices naming more than one (never the dialog's: its group is exclusive) add none.
 */
export function chosenManeuver(
  maneuvers: readonly Named<MomentumAbilitySource>[],
  choices: RollChoices,
): Named<MomentumAbilitySource> | undefined {
  const on = maneuvers.filter((m) => choices[maneuverChoiceId(m.id)] === true);
  return on.length === 1 ? on[0] : undefined;
}

const text = (key: string, data?: LocalizedText["data"]): LocalizedText => ({
  key: `${MOMENTUM_MODIFIER_KEYS}.${key}`,
  ...(data ? { data } : {}),
});

/** The dialog's group of Maneuvers a weapon attack may add ("No Maneuver" its none). */
export function maneuverRows(maneuvers: readonly Named<MomentumAbilitySource>[], choices: RollChoices): RollModifier[] {
  const chosen = chosenManeuver(maneuvers, choices);
  return maneuvers.map((m) => ({
    id: maneuverChoiceId(m.id),
    kind: "maneuver",
    label: text("maneuver", { name: m.name }),
    effect: text("effect.maneuver", { tier: m.data.tier, wp: m.data.wp, ap: m.data.ap }),
    on: chosen?.id === m.id,
    locked: false,
    group: GROUP,
    groupLegend: text("maneuverGroup"),
    groupNone: text("maneuverNone"),
  }));
}
