import type { Training } from "../combat/modifiers.ts";
import { ARMOR_LEVEL_TABLE, type ArmorLevel } from "../tables/armor.ts";
import { UNARMED_GEAR } from "../tables/styles.ts";
import { normalizeGear, type FightingStyle } from "./styles.ts";

/**
 * Training: "Untrained Weapon. Using a weapon with which you are untrained in imposes a -2 penalty to all Fighting
 * Style tests. Untrained Armor. Using armor with which you are untrained in imposes bane to all Fighting Style, Dodge,
 * and Sorcery tests." "Wearing no armor does not require training."
 *
 * Fray's readings (docs/rules/contest.md): a shield in hand is wielded like a weapon (the −2); a style trained in full
 * armor is trained in partial armor too; for a Fighting Style test the style used must list the gear, for Dodge and
 * Sorcery tests the armor counts as trained if any of the character's styles lists it.
 */
export interface Loadout {
  /** Gear in hand (weapons, shield); empty for unarmed fighting. */
  readonly wielded: readonly string[];
  readonly armor: ArmorLevel;
}

export function coversArmor(gear: readonly string[], level: ArmorLevel): boolean {
  if (!ARMOR_LEVEL_TABLE[level].needsTraining) return true;
  if (gear.includes(ARMOR_LEVEL_TABLE.full.gear ?? "full armor")) return true;
  return level === "partial" && gear.includes(ARMOR_LEVEL_TABLE.partial.gear ?? "partial armor");
}

export function coversWielded(gear: readonly string[], wielded: readonly string[]): boolean {
  const inHand = wielded.length === 0 ? [UNARMED_GEAR] : wielded.map(normalizeGear);
  return inHand.every((item) => gear.includes(item));
}

/** Training for a Fighting Style test made with this style. */
export function styleTraining(style: FightingStyle, loadout: Loadout): Training {
  return {
    untrainedWeapon: !coversWielded(style.gear, loadout.wielded),
    untrainedArmor: !coversArmor(style.gear, loadout.armor),
  };
}

/** Training for Dodge and Sorcery tests (armor only: the weapon rule names Fighting Style tests). */
export function armorTraining(styles: readonly FightingStyle[], armor: ArmorLevel): Training {
  return { untrainedWeapon: false, untrainedArmor: !styles.some((s) => coversArmor(s.gear, armor)) };
}

/**
 * The style to use for a Fighting Style test: the highest rank once its training penalties are counted, a bane
 * weighed as −4 (about what it costs on the d20 when the chance to pass is between 50 and 70%). The player may
 * always pick another; this is the sheet's default.
 */
export function bestStyle(styles: readonly FightingStyle[], loadout: Loadout): FightingStyle | undefined {
  const score = (s: FightingStyle): number => {
    const t = styleTraining(s, loadout);
    return s.rank - (t.untrainedWeapon ? 2 : 0) - (t.untrainedArmor ? 4 : 0);
  };
  return [...styles].sort((a, b) => score(b) - score(a))[0];
}
