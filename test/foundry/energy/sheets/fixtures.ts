/**
 * Plain sheet data for the `energy` sheet tests (unit and browser): the level 3 fighter of ../sources.ts with a
 * mixed kit, and the derived values computed by the real derivation, as the data model would.
 */
import {
  SUPPRESSIBLE_CONDITION_IDS,
  type SuppressibleConditionId,
} from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { deriveEnergy } from "../../../../module/foundry/rulesets/energy/derive.ts";
import {
  addedModifiersOf,
  type EnergyCreatureSource,
  type EnergyGearSources,
} from "../../../../module/foundry/rulesets/energy/sources.ts";
import {
  throwOddsKey,
  type EnergyAttackOdds,
  type EnergySheetActor,
  type EnergySheetInput,
  type EnergySheetItem,
} from "../../../../module/foundry/rulesets/energy/sheets/sheet-data.ts";
import {
  gearSourcesOf,
  playSheetBasics,
  recordingLocalizer,
  SHEET_IMG as IMG,
  sheetItem,
} from "../../../support/sheet-fixtures.ts";
import { fighter, longsword } from "../sources.ts";

export { IMG, recordingLocalizer };
export const FIGHTER: EnergyCreatureSource = fighter;

export const LONGSWORD = sheetItem("weapon", longsword.id, longsword.name, {
  ...longsword.data,
  description: "",
  properties: "Versatile",
  sideArm: false,
}) satisfies EnergySheetItem;

export const BOW = sheetItem("weapon", "bow", "Shortbow", {
  ...longsword.data,
  kind: "ranged",
  damage: { count: 1, faces: 6, bonus: 0 },
  range: { advantage: 10, disadvantage: 40, maximum: 80 },
  evasionBonus: 0,
  mpr: 0,
  description: "",
  properties: "",
  sideArm: false,
}) satisfies EnergySheetItem;

export const DAGGER = {
  ...LONGSWORD,
  id: "dagger",
  name: "Dagger",
  system: {
    ...LONGSWORD.system,
    damage: { count: 1, faces: 4, bonus: 0 },
    equipped: false,
    evasionBonus: 0,
    sideArm: true,
  },
} as const satisfies EnergySheetItem;

export const MAIL = sheetItem("armor", "mail", "Mail", {
  rating: 3,
  coverage: 12,
  rangedCoverage: 10,
  evasionPenalty: 2,
  mpr: 0,
  equipped: true,
  description: "",
}) satisfies EnergySheetItem;

export const BUCKLER = sheetItem("shield", "buckler", "Buckler", {
  evasionBonus: 1,
  mpr: 0,
  equipped: true,
  description: "",
  sideArm: false,
}) satisfies EnergySheetItem;

/** An ability with no per-rest uses (its `recharge` "none"). */
export const NO_USES = {
  recharge: "none",
  uses: { value: 0, max: 0 },
  recoverySurge: false,
  enhancesAttack: false,
  masab: { constitution: false, intelligence: false, wisdom: false, charisma: false },
  masdb: { constitution: false, intelligence: false, wisdom: false, charisma: false },
  removes: Object.fromEntries(SUPPRESSIBLE_CONDITION_IDS.map((id) => [id, false])) as Record<
    SuppressibleConditionId,
    boolean
  >,
} as const;

export const KIT: readonly EnergySheetItem[] = [
  LONGSWORD,
  BOW,
  DAGGER,
  MAIL,
  BUCKLER,
  sheetItem("gear", "rope", "Rope (15 m)", { quantity: 1, consumable: false, description: "", sideArm: false }),
  sheetItem("gear", "tonic", "Tonic", { quantity: 2, consumable: true, description: "", sideArm: true }),
  sheetItem("ability", "iron", "Iron Will", { kind: "feat", energy: 0, stamina: 0, ...NO_USES, description: "" }),
  sheetItem("ability", "rush", "Rush", { kind: "theme", energy: 1, stamina: 2, ...NO_USES, description: "" }),
  sheetItem("ability", "spark", "Spark", { kind: "spell", energy: 2, stamina: 0, ...NO_USES, description: "" }),
];

/** The kit as the derivation reads it (gear-sources.ts does this from documents). */
export function gearOf(items: readonly EnergySheetItem[]): EnergyGearSources {
  const abilities = items.flatMap((item) => (item.kind === "ability" ? [item.system] : []));
  return { ...gearSourcesOf(items), added: addedModifiersOf(abilities) };
}

export function makeActor(
  source: EnergyCreatureSource = FIGHTER,
  items: readonly EnergySheetItem[] = KIT,
  statuses: readonly string[] = [],
  name = "Vera Kael",
): EnergySheetActor {
  const derived = deriveEnergy(source, gearOf(items), statuses);
  // As the data model's preparation does: the tracks' maxima are the engine's.
  const aura = { ...source.aura, max: derived.auraStrength };
  const stamina = { ...source.stamina, max: derived.maxStamina };
  return { id: "vera", name, img: IMG, system: { ...source, aura, stamina, derived }, items };
}

/**
 * What the combat room plans against the ogre (see from-documents.test.ts): the longsword's odds, its throw's against
 * a Miss Chance of 8, and the bow's against a Miss Chance of 7 with the canvas' close-range reason (the numbers are the
 * builders' input here; the room's own are checked in ../ranged-loop.test.ts and ../throwing.test.ts).
 */
export const ODDS: Readonly<Record<string, EnergyAttackOdds>> = {
  [LONGSWORD.id]: { hitChance: 0.05 + 0.9 * 0.9, av: 17 },
  [throwOddsKey(LONGSWORD.id)]: { hitChance: 0.55, av: 8 },
  [BOW.id]: {
    hitChance: 0.6,
    av: 7,
    rangeNote: { key: "FRAY.Canvas.Reason.within", data: { distance: 4, unit: "m", limit: 10 } },
  },
};

/** The bow refused by the canvas: the ogre stands past its third range number. */
export const OUT_OF_RANGE: Readonly<Record<string, EnergyAttackOdds>> = {
  ...ODDS,
  [BOW.id]: {
    refused: "FRAY.Canvas.Refusal.outOfRange",
    data: { name: "Ogre", distance: 90, unit: "m", range: 80 },
  },
};

export function makeInput(over: Partial<EnergySheetInput> = {}): EnergySheetInput {
  return {
    actor: makeActor(),
    target: { name: "Ogre" },
    odds: ODDS,
    ...playSheetBasics("<p>Caravan guard of the <em>Salt Road</em>.</p>"),
    ...over,
  };
}
