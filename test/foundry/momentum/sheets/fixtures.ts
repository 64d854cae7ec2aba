/**
 * Plain sheet data for the `momentum` sheet tests (unit and browser): the seed's War Archetype warrior of ../sources.ts
 * with a mixed kit (the ax, medium armor capping Evasion at 14, a buckler, gear and Abilities), and the derived
 * values computed by the real derivation, as the data model would.
 */
import { newMomentumCombatant } from "../../../../module/engine/rulesets/momentum/economy/combatant.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../../module/engine/rulesets/momentum/options.ts";
import { deriveMomentum } from "../../../../module/foundry/rulesets/momentum/derive.ts";
import type {
  MomentumAttackOdds,
  MomentumSheetActor,
  MomentumSheetCombat,
  MomentumSheetSkillCheck,
  MomentumSheetInput,
  MomentumSheetItem,
} from "../../../../module/foundry/rulesets/momentum/sheets/sheet-data.ts";
import {
  toMomentumActor,
  type MomentumCreatureSource,
  type MomentumGearSources,
} from "../../../../module/foundry/rulesets/momentum/sources.ts";
import {
  gearSourcesOf,
  playSheetBasics,
  recordingLocalizer,
  SHEET_IMG as IMG,
  sheetItem,
  sourcesOfKind,
} from "../../../support/sheet-fixtures.ts";
import { ax, warrior } from "../sources.ts";

export { IMG, recordingLocalizer };
export const WARRIOR: MomentumCreatureSource = warrior;

export const AX = sheetItem("weapon", ax.id, ax.name, { ...ax.data, description: "" }) satisfies MomentumSheetItem;

export const BOW = sheetItem("weapon", "bow", "Shortbow", {
  ...ax.data,
  primary: "dexterity",
  secondary: "instinct",
  reach: "ranged",
  range: 30,
  description: "",
}) satisfies MomentumSheetItem;

export const DAGGER = {
  ...AX,
  id: "dagger",
  name: "Dagger",
  system: { ...AX.system, damage: [{ type: "physical", count: 1, faces: 4, flat: 0 }], equipped: false },
} as const satisfies MomentumSheetItem;

export const MAIL = sheetItem("armor", "mail", "Medium armor", {
  armor: 2,
  evasionCap: 14,
  equipped: true,
  description: "",
}) satisfies MomentumSheetItem;

export const BUCKLER = sheetItem("shield", "buckler", "Buckler", {
  evasion: 1,
  armor: 1,
  equipped: true,
  description: "",
}) satisfies MomentumSheetItem;

const ability = (id: string, name: string, over: Partial<Extract<MomentumSheetItem, { kind: "ability" }>["system"]>) =>
  sheetItem("ability", id, name, {
    tier: 1,
    ap: 2,
    wp: 2,
    delivery: "attack",
    defenseRoll: "constitution",
    range: 10,
    damage: [{ type: "heat", count: 2, faces: 6, flat: 0 }],
    ignoreArmor: 0,
    maneuver: false,
    forcedMovement: { kind: "none", metres: 0 },
    description: "",
    ...over,
  }) satisfies MomentumSheetItem;

/** An Ability attack ("Your Ability hit bonus … uses your Primary and Secondary Stat"). */
export const FIRE_BOLT = ability("bolt", "Fire Bolt", {});
/** A resisted Ability: the target's Will DR against the DR Power. */
export const HEX = ability("hex", "Hex", {
  delivery: "defenseRoll",
  defenseRoll: "will",
  wp: 3,
  damage: [{ type: "curse", count: 1, faces: 6, flat: 0 }],
});
/** An effect: used from its description, no roll. */
export const WARD = ability("ward", "Ward", { delivery: "effect", ap: 1, wp: 1, damage: [] });

export const KIT: readonly MomentumSheetItem[] = [
  AX,
  BOW,
  DAGGER,
  MAIL,
  BUCKLER,
  sheetItem("gear", "rope", "Rope (15 m)", { quantity: 1, consumable: false, description: "" }),
  sheetItem("gear", "stim", "Stimulant", { quantity: 2, consumable: true, description: "" }),
  FIRE_BOLT,
  HEX,
  WARD,
];

/** The kit as the derivation reads it (gear-sources.ts does this from documents). */
export function gearOf(items: readonly MomentumSheetItem[]): MomentumGearSources {
  return { ...gearSourcesOf(items), abilities: sourcesOfKind(items, "ability") };
}

export function makeActor(
  source: MomentumCreatureSource = WARRIOR,
  items: readonly MomentumSheetItem[] = KIT,
  statuses: readonly string[] = [],
  name = "Vera Kael",
): MomentumSheetActor {
  const derived = deriveMomentum(source, gearOf(items), statuses);
  return { id: "vera", name, img: IMG, system: { ...source, derived }, items };
}

/**
 * What the combat room plans against the brute (the room's own numbers are checked in from-documents.test.ts): the
 * ax +5 against Evasion 12 (70 %), the bow refused out of range, the bolt, and the Hex's Will DR against DR Power 14.
 */
export const ODDS: Readonly<Record<string, MomentumAttackOdds>> = {
  [AX.id]: { hitChance: 0.7, against: 12 },
  [BOW.id]: { refused: "FRAY.Canvas.Refusal.outOfRange", data: { name: "Brute", distance: 40, unit: "m", range: 30 } },
  [FIRE_BOLT.id]: { hitChance: 0.5, against: 12 },
  [HEX.id]: { hitChance: 0.8, against: 14 },
};

/** The sheet's Skill Check: Vera's Raw Force (Strength 14: +4) against 11, outside a Cinematic. */
export function askedCheck(over: Partial<MomentumSheetSkillCheck> = {}): MomentumSheetSkillCheck {
  return {
    actor: toMomentumActor(WARRIOR, gearOf(KIT), []),
    asked: { skill: "rawForce", difficulty: 11 },
    cinematic: "none",
    options: DEFAULT_MOMENTUM_OPTIONS,
    ...over,
  };
}

export function makeInput(over: Partial<MomentumSheetInput> = {}): MomentumSheetInput {
  return {
    actor: makeActor(),
    target: { name: "Brute" },
    odds: ODDS,
    skillCheck: askedCheck(),
    ...playSheetBasics("<p>Axe-hand of the <em>Grey Wardens</em>.</p>"),
    ...over,
  };
}

/** Vera on her turn with `ap` AP left ("Each participant gets three Action Points (AP) during their turn"). */
export function onTurn(
  ap: number,
  over: Partial<MomentumSheetCombat> = {},
  statuses: string[] = [],
): MomentumSheetCombat {
  const joined = newMomentumCombatant("vera");
  return {
    round: 1,
    ownTurn: true,
    viewerIsGm: false,
    state: { ...joined, economy: { ...joined.economy, pools: { ap, rp: 2, movement: 3, attacks: 0 } } },
    actor: toMomentumActor(WARRIOR, gearOf(KIT), statuses),
    options: DEFAULT_MOMENTUM_OPTIONS,
    ...over,
  };
}
