/**
 * Foundry documents → the plain data the `contest` context builders read (sheet-data.ts): the only place in these
 * sheets that knows document shapes. The models' classes narrow `system` by `instanceof`, one table for the items.
 */
import { documentBase } from "../../../applications/sheets/document-base.ts";
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { isRefusal } from "../../../combat-room.ts";
import { contestCreatureOf, contestEconomyActor, contestStateOf, isOwnTurn } from "../combat/actor.ts";
import { CONTEST_COMBAT_ROOM } from "../combat-room.ts";
import { ContestCharacterModel, ContestNpcModel } from "../data/actor-models.ts";
import {
  ContestAbilityModel,
  ContestArmorModel,
  ContestGearModel,
  ContestShieldModel,
  ContestWeaponModel,
} from "../data/item-models.ts";
import type { ContestSheetActor, ContestSheetCombat, ContestSheetItem, ContestStrikeOdds } from "./sheet-data.ts";

/** The item as the sheets read it, by the model class its `system` is; null for another ruleset's item. */
export function sheetItem(item: Item.Implementation): ContestSheetItem | null {
  const base = documentBase(item);
  const s = item.system;
  if (s instanceof ContestWeaponModel) return { ...base, kind: "weapon", system: s };
  if (s instanceof ContestArmorModel) return { ...base, kind: "armor", system: s };
  if (s instanceof ContestShieldModel) return { ...base, kind: "shield", system: s };
  if (s instanceof ContestGearModel) return { ...base, kind: "gear", system: s };
  return s instanceof ContestAbilityModel ? { ...base, kind: "ability", system: s } : null;
}

export function contestSystem(actor: Actor.Implementation): ContestCharacterModel | ContestNpcModel | null {
  const s = actor.system;
  return s instanceof ContestCharacterModel || s instanceof ContestNpcModel ? s : null;
}

export function contestSheetActor(actor: Actor.Implementation): ContestSheetActor | null {
  const s = contestSystem(actor);
  if (!s) return null;
  const items = actor.items.contents.flatMap((i) => sheetItem(i) ?? []);
  return { ...documentBase(actor), roller: s instanceof ContestNpcModel ? "npc" : "pc", system: s, items };
}

/** An item with a row in the Strikes list: an equipped weapon, or a spell or feature with the Attack trait. */
function hasStrikeRow(item: Item.Implementation): boolean {
  const s = item.system;
  return (s instanceof ContestWeaponModel && s.equipped) || (s instanceof ContestAbilityModel && s.attack);
}

/**
 * Each equipped weapon's Strike, and each attacking spell's or feature's, against `target` from the combat room: the same plan (and the same canvas reading)
 * the roll dialog and the card start from, so the sheet's odds are theirs.
 */
export function strikeOdds(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  token?: TokenDocument.Implementation,
): Readonly<Record<string, ContestStrikeOdds>> {
  const weapons = actor.items.contents.filter(hasStrikeRow);
  return Object.fromEntries(
    weapons.map((item) => {
      const scene = token
        ? sceneSituationFor("contest", CONTEST_COMBAT_ROOM, { actor, item }, { actor: target, token })
        : undefined;
      const plan = CONTEST_COMBAT_ROOM.planAttack(actor, item, target, {}, scene);
      const odds: ContestStrikeOdds = isRefusal(plan)
        ? { refused: plan.refused, ...(plan.data ? { data: plan.data } : {}) }
        : { hitChance: plan.hitChance, against: plan.against, request: plan.request };
      return [item.id ?? "", odds];
    }),
  );
}

/** The actor's combatant in the started combat, read as the room's spend reads it; null out of combat. */
export function contestSheetCombat(actor: Actor.Implementation): ContestSheetCombat | null {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  const state = combatant ? contestStateOf(combatant) : undefined;
  const engineActor = combatant ? contestEconomyActor(combatant) : undefined;
  if (!combatant || !state || !engineActor || !contestCreatureOf(actor)) return null;
  return {
    round: combatant.combat?.round ?? 0,
    ownTurn: isOwnTurn(combatant),
    viewerIsGm: game.user.isGM,
    state,
    actor: engineActor,
  };
}
