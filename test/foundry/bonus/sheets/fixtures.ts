/**
 * Plain sheet data for the `bonus` sheet tests (unit and browser): a fighter with a mixed kit, a target, and the
 * derived values computed by the real derivation, as the data model would.
 */
import {
  deriveBonus,
  NO_IMMUNITIES,
  type BonusArmorSource,
  type BonusCreatureSource,
} from "../../../../module/foundry/rulesets/bonus/derive.ts";
import type {
  BonusSheetActor,
  BonusSheetInput,
  BonusSheetItem,
  BonusSheetTarget,
} from "../../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import type { BonusDiceGrant } from "../../../../module/foundry/rulesets/bonus/bonus-dice.ts";
import { playSheetBasics, recordingLocalizer, SHEET_IMG as IMG, sheetItem } from "../../../support/sheet-fixtures.ts";

export { IMG };

/** An ability item's bonus dice when it adds none (the model's initial value). */
export const NO_BONUS_DICE: BonusDiceGrant = {
  count: 0,
  rolls: {
    weapon: false,
    unarmed: false,
    spell: false,
    technique: false,
    initiative: false,
    medicine: false,
    resistance: false,
  },
};

export const FIGHTER: BonusCreatureSource = {
  abilities: { strength: 1, agility: 2, speed: 2, stamina: 1, soul: 0, reason: 1, resolve: 1, skill: 0 },
  speed: 30,
  stamina: 12,
  size: "medium",
  durability: { value: 14, max: 20 },
  health: { value: 10, max: 10 },
  vigor: { value: 17, max: 20 },
  mana: { value: 4, max: 6 },
  guardBonus: 1,
  extraActions: 0,
  recovery: { durability: 0, mana: 0 },
  superiorDurability: null,
  immunities: NO_IMMUNITIES,
  state: { shockRoundsLeft: null, stabilized: false, winded: false, vigorRecoveredWhileWinded: 0, dead: false },
};

const weapon = (id: string, name: string, over: Partial<Extract<BonusSheetItem, { kind: "weapon" }>["system"]>) =>
  sheetItem("weapon", id, name, {
    damageValue: 1,
    quality: "ordinary",
    delivery: "melee",
    style: "weapon",
    damageType: "kinetic",
    ranged: false,
    range: 0,
    reach: 6,
    light: false,
    toHealth: false,
    area: false,
    equipped: true,
    description: "",
    ...over,
  }) satisfies BonusSheetItem;

export const LONGSWORD = weapon("longsword", "Longsword", { damageValue: 2 });
export const SHORTBOW = weapon("shortbow", "Shortbow", { delivery: "pull-bow", ranged: true, range: 120 });
export const DAGGER = weapon("dagger", "Dagger", { light: true, equipped: false });
export const MAIL: BonusSheetItem = sheetItem("armor", "mail", "Mail Hauberk", {
  rank: 3,
  guardBonus: 2,
  quality: "ordinary",
  durability: { value: 20, max: 20 },
  equipped: true,
  protects: "physical",
  description: "",
});

export const KIT: readonly BonusSheetItem[] = [
  LONGSWORD,
  SHORTBOW,
  DAGGER,
  MAIL,
  sheetItem("gear", "rope", "Rope (50 ft)", { quantity: 1, consumable: false, description: "" }),
  sheetItem("gear", "draught", "Healing Draught", { quantity: 3, consumable: true, description: "" }),
  sheetItem("ability", "wind", "Second Wind", {
    kind: "talent",
    bonusDice: NO_BONUS_DICE,
    actions: 0,
    vigor: 0,
    mana: 0,
    createsOpening: false,
    description: "",
  }),
  sheetItem("ability", "feint", "Feint", {
    kind: "technique",
    bonusDice: NO_BONUS_DICE,
    actions: 1,
    vigor: 5,
    mana: 0,
    createsOpening: true,
    description: "",
  }),
  sheetItem("ability", "spark", "Spark", {
    kind: "spell",
    bonusDice: NO_BONUS_DICE,
    actions: 2,
    vigor: 0,
    mana: 3,
    createsOpening: false,
    description: "",
  }),
];

/** Equipped armor as the derivation reads it from the item list. */
export function armorOf(items: readonly BonusSheetItem[]): BonusArmorSource[] {
  return items.flatMap((i) => (i.kind === "armor" ? [{ id: i.id, name: i.name, ...i.system }] : []));
}

export function makeActor(
  source: BonusCreatureSource = FIGHTER,
  items: readonly BonusSheetItem[] = KIT,
  statuses: readonly string[] = [],
  name = "Aldra Venn",
): BonusSheetActor {
  const derived = deriveBonus(source, armorOf(items), statuses);
  return { id: "aldra", name, img: IMG, system: { ...source, derived }, statuses, items };
}

/** A plain medium target: Guard 15 + its vest's 1. */
export const GOBLIN: BonusSheetTarget = {
  name: "Marsh Goblin",
  system: { ...FIGHTER, abilities: { ...FIGHTER.abilities, agility: 1 }, guardBonus: 0 },
  statuses: [],
  armor: [
    {
      id: "vest",
      name: "Hide Vest",
      rank: 1,
      guardBonus: 1,
      quality: "crude",
      durability: { value: 8, max: 8 },
      equipped: true,
    },
  ],
};

export { recordingLocalizer };

export function makeInput(over: Partial<BonusSheetInput> = {}): BonusSheetInput {
  return {
    actor: makeActor(),
    target: GOBLIN,
    ...playSheetBasics("<p>Sellsword of the <em>Ninth Reach</em>.</p>"),
    ...over,
  };
}
