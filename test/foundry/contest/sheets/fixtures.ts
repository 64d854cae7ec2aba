/**
 * Plain sheet data for the `contest` sheet tests (unit and browser): the Classical Knight of ../sources.ts with a
 * longsword, iron plate and a Bone Shield, the derived values computed by the real derivation (as the data model
 * would), and Strike odds planned by the real engine against a Brute.
 */
import { passProbability } from "../../../../module/engine/rulesets/contest/dice/odds.ts";
import { newContestCombatant } from "../../../../module/engine/rulesets/contest/economy/combatant.ts";
import { AP_PER_ROUND } from "../../../../module/engine/rulesets/contest/economy/pools.ts";
import { planStrike } from "../../../../module/foundry/rulesets/contest/combat-roll.ts";
import { deriveContest } from "../../../../module/foundry/rulesets/contest/derive.ts";
import type {
  ContestSheetActor,
  ContestSheetCombat,
  ContestSheetInput,
  ContestSheetItem,
  ContestStrikeOdds,
} from "../../../../module/foundry/rulesets/contest/sheets/sheet-data.ts";
import {
  toContestActor,
  type ContestCreatureSource,
  type ContestGearSources,
} from "../../../../module/foundry/rulesets/contest/sources.ts";
import {
  gearSourcesOf,
  playSheetBasics,
  recordingLocalizer,
  SHEET_IMG as IMG,
  sheetItem,
} from "../../../support/sheet-fixtures.ts";
import { boneShield, ironPlate, knight, longsword } from "../sources.ts";

export { IMG, recordingLocalizer };
export const KNIGHT: ContestCreatureSource = knight;

export const SWORD = sheetItem("weapon", longsword.id, longsword.name, {
  ...longsword.data,
  description: "",
}) satisfies ContestSheetItem;

export const BOW = {
  ...SWORD,
  id: "bow",
  name: "Longbow",
  system: { ...SWORD.system, delivery: "ranged", range: 60, damageType: "piercing", ap: 2, hands: 2 },
} as const satisfies ContestSheetItem;

export const PLATE = sheetItem("armor", ironPlate.id, ironPlate.name, {
  ...ironPlate.data,
  description: "",
}) satisfies ContestSheetItem;

export const SHIELD = sheetItem("shield", boneShield.id, boneShield.name, {
  ...boneShield.data,
  description: "",
}) satisfies ContestSheetItem;

export const ROPE = sheetItem("gear", "rope", "Rope", { quantity: 2, description: "" }) satisfies ContestSheetItem;

export const FIREBOLT = sheetItem("ability", "firebolt", "Firebolt", {
  kind: "spell",
  attack: true,
  delivery: "ranged",
  targetsMind: false,
  defenses: [],
  damage: { count: 2, faces: 6, bonus: 0 },
  damageType: "fire",
  range: 20,
  ap: 1,
  description: "",
}) satisfies ContestSheetItem;

export const KIT: readonly ContestSheetItem[] = [SWORD, PLATE, SHIELD, ROPE, FIREBOLT];

export function gearOf(items: readonly ContestSheetItem[]): ContestGearSources {
  return gearSourcesOf(items);
}

export function makeActor(
  source: ContestCreatureSource = KNIGHT,
  items: readonly ContestSheetItem[] = KIT,
  statuses: readonly string[] = [],
  name = "Kara",
  roller: "pc" | "npc" = "pc",
): ContestSheetActor {
  const derived = deriveContest(source, gearOf(items), statuses, roller);
  return { id: "kara", name, img: IMG, roller, system: { ...source, derived }, items };
}

/** The Brute the Strikes are planned against: no armor, Dodge +4. */
export const BRUTE: ContestCreatureSource = {
  ...KNIGHT,
  attributes: { strength: 1, agility: 2, perception: 0 },
  styles: [],
};

/** The engine's plan of the knight's Strike with `weapon` against the Brute, as `planAttack` gives it. */
export function oddsOf(
  weapon: Extract<ContestSheetItem, { kind: "weapon" }>,
  statuses: readonly string[] = [],
  items: readonly ContestSheetItem[] = KIT,
): ContestStrikeOdds {
  const attacker = { source: KNIGHT, gear: gearOf(items), statuses: new Set(statuses) };
  const target = { source: BRUTE, gear: gearOf([]), statuses: new Set<string>() };
  const named = { id: weapon.id, name: weapon.name, data: weapon.system };
  const planned = planStrike(attacker, target, { weapon: named }, {});
  if (!planned.ok || planned.value.kind !== "roll") throw new Error("the fixture's Strike is not rolled");
  const plan = planned.value;
  return { hitChance: passProbability(plan), against: 11, request: plan.request };
}

export const ODDS: Readonly<Record<string, ContestStrikeOdds>> = { [SWORD.id]: oddsOf(SWORD) };

export function makeInput(over: Partial<ContestSheetInput> = {}): ContestSheetInput {
  return {
    ...playSheetBasics("<p>A knight of the old order.</p>"),
    actor: makeActor(),
    target: { name: "Brute" },
    odds: ODDS,
    combat: null,
    ...over,
  };
}

/** The knight's combatant on round 1 with `ap` left, on its own turn unless `ownTurn` is false. */
export function onTurn(ap: number, ownTurn = true, actor: ContestSheetActor = makeActor()): ContestSheetCombat {
  const engineActor = toContestActor(actor.system, actor.system.derived.conditions);
  const fresh = newContestCombatant("kara", engineActor);
  const state = { ...fresh, economy: { ...fresh.economy, pools: { ...fresh.economy.pools, ap, movement: 6 } } };
  return { round: 1, ownTurn, viewerIsGm: false, state, actor: engineActor };
}

export const FULL_AP = AP_PER_ROUND;
