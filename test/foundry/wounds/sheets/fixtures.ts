/**
 * Plain sheet data for the `wounds` sheet tests (unit and browser): the swordsman of ../sources.ts with a mixed kit
 * (the longsword, a bow, a round shield, a mail shirt, gear and a spell), and the derived values computed by the real
 * derivation, as the data model would. The odds are the real forecast's against the goblin of ../sources.ts.
 */
import { newWoundsCombatant } from "../../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../../module/engine/rulesets/wounds/options.ts";
import { deriveWounds } from "../../../../module/foundry/rulesets/wounds/derive.ts";
import { forecastAttack } from "../../../../module/foundry/rulesets/wounds/forecast.ts";
import { SHEET_ATTACK_KINDS } from "../../../../module/foundry/rulesets/wounds/sheets/attacks-context.ts";
import type {
  WoundsAttackOdds,
  WoundsOddsTable,
  WoundsSheetActor,
  WoundsSheetCombat,
  WoundsSheetInput,
  WoundsSheetItem,
} from "../../../../module/foundry/rulesets/wounds/sheets/sheet-data.ts";
import {
  NO_GEAR,
  toWoundsActor,
  type WoundsCreatureSource,
  type WoundsGearSources,
} from "../../../../module/foundry/rulesets/wounds/sources.ts";
import {
  gearSourcesOf,
  playSheetBasics,
  recordingLocalizer,
  SHEET_IMG as IMG,
  sheetItem,
} from "../../../support/sheet-fixtures.ts";
import { goblin, longsword, swordsman } from "../sources.ts";

export { IMG, recordingLocalizer };
export const SWORDSMAN: WoundsCreatureSource = swordsman;
export const GOBLIN = goblin;

export const SWORD = sheetItem("weapon", longsword.id, longsword.name, {
  ...longsword.data,
  description: "",
}) satisfies WoundsSheetItem;

export const BOW = sheetItem("weapon", "bow", "Shortbow", {
  ...SWORD.system,
  kind: "ranged",
  group: "Bows",
  damage: 2,
  block: 0,
  range: 30,
  properties: new Set<string>(),
}) satisfies WoundsSheetItem;

export const DAGGER = {
  ...SWORD,
  id: "dagger",
  name: "Dagger",
  system: { ...SWORD.system, damage: 1, equipped: false },
} as const satisfies WoundsSheetItem;

export const MAIL = sheetItem("armor", "mail", "Mail Shirt", {
  toughness: 3,
  equipped: true,
  description: "",
}) satisfies WoundsSheetItem;

export const SHIELD = sheetItem("shield", "shield", "Round Shield", {
  block: 2,
  equipped: true,
  description: "",
}) satisfies WoundsSheetItem;

export const KIT_BAG = sheetItem("gear", "kitbag", "Healing Kit", {
  quantity: 1,
  apCost: 0,
  healingKit: true,
  description: "",
}) satisfies WoundsSheetItem;

export const FIREBOLT = sheetItem("ability", "firebolt", "Firebolt", {
  kind: "spell",
  school: "Fire",
  ap: 4,
  stamina: 0,
  mana: 3,
  manaUse: "spend",
  retrieve: "longRest",
  attack: true,
  damage: 4,
  damageType: "fire",
  targets: "ranged",
  ranged: true,
  penetrating: false,
  bypassesArmor: false,
  description: "",
}) satisfies WoundsSheetItem;

export const KIT: readonly WoundsSheetItem[] = [SWORD, BOW, DAGGER, MAIL, SHIELD, KIT_BAG, FIREBOLT];

/** The kit as the derivation reads it (gear-sources.ts does this from documents). */
export function gearOf(items: readonly WoundsSheetItem[]): WoundsGearSources {
  return gearSourcesOf(items);
}

export function makeActor(
  source: WoundsCreatureSource = SWORDSMAN,
  items: readonly WoundsSheetItem[] = KIT,
  statuses: readonly string[] = [],
  name = "Vera Kael",
): WoundsSheetActor {
  const derived = deriveWounds(source, gearOf(items), statuses);
  return { id: "vera", name, img: IMG, system: { ...source, derived }, items };
}

/** The real forecast of every attack kind of every equipped weapon against the unarmoured goblin. */
export function oddsAgainstGoblin(items: readonly WoundsSheetItem[] = KIT): WoundsOddsTable {
  const attacker = { source: SWORDSMAN, gear: gearOf(items), statuses: new Set<string>() };
  const target = { source: GOBLIN, gear: NO_GEAR, statuses: new Set<string>() };
  const table: Record<string, Record<string, WoundsAttackOdds>> = {};
  for (const weapon of gearOf(items).weapons.filter((w) => w.data.equipped)) {
    const byKind: Record<string, WoundsAttackOdds> = {};
    for (const kind of SHEET_ATTACK_KINDS) {
      const f = forecastAttack(attacker, { weapon }, target, kind === "standard" ? {} : { [kind]: true });
      byKind[kind] = f.ok
        ? { ...f.odds, against: f.plan.defense.total }
        : { refused: `FRAY.Wounds.Refusal.${f.reason.code}` };
    }
    table[weapon.id] = byKind;
  }
  // An attack spell is cast: its one button is the Standard row's.
  for (const item of items) {
    if (item.kind !== "ability" || !item.system.attack) continue;
    const f = forecastAttack(attacker, { spell: { id: item.id, name: item.name, data: item.system } }, target, {});
    if (f.ok) table[item.id] = { standard: { ...f.odds, against: f.plan.defense.total } };
  }
  return table;
}

export function makeInput(over: Partial<WoundsSheetInput> = {}): WoundsSheetInput {
  return {
    actor: makeActor(),
    target: { name: "Goblin" },
    odds: oddsAgainstGoblin(),
    options: DEFAULT_WOUNDS_OPTIONS,
    ...playSheetBasics("<p>Sellsword of the <em>Grey Company</em>.</p>"),
    ...over,
  };
}

/** Vera on her own turn with `ap` AP. */
export function onTurn(ap: number, over: Partial<WoundsSheetCombat> = {}, statuses: string[] = []): WoundsSheetCombat {
  const joined = newWoundsCombatant("vera");
  return {
    round: 1,
    turn: { kind: "own" },
    viewerIsGm: false,
    state: { ...joined, economy: { ...joined.economy, pools: { ...joined.economy.pools, ap } } },
    actor: toWoundsActor(SWORDSMAN, statuses),
    options: DEFAULT_WOUNDS_OPTIONS,
    ...over,
  };
}
