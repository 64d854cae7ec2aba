/**
 * Foundry documents → the plain data the context builders read (sheet-data.ts). The only place in the sheets that
 * knows document shapes; `instanceof` on the model classes narrows `system` (the document type string does not).
 */
import { documentBase } from "../../../applications/sheets/document-base.ts";
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { isRefusal } from "../../../combat-room.ts";
import { attackSourceOf } from "../attack/item-source.ts";
import { momentumCombatantData, momentumEconomyActor, toMomentumState } from "../combat/state.ts";
import { isOwnTurn } from "../combat/turn.ts";
import { MOMENTUM_COMBAT_ROOM } from "../combat-room.ts";
import { MomentumCharacterModel, MomentumNpcModel } from "../data/actor-models.ts";
import {
  MomentumAbilityModel,
  MomentumArmorModel,
  MomentumGearModel,
  MomentumShieldModel,
  MomentumWeaponModel,
} from "../data/item-models.ts";
import { momentumOptions } from "../rule-variants.ts";
import { checkCombatant, checkerOf } from "../checks/roll-skill-check.ts";
import type { AskedCheck } from "../checks/skill-check-choice.ts";
import { openCinematic } from "../combat/cinematic-record.ts";
import type {
  MomentumAttackOdds,
  MomentumSheetActor,
  MomentumSheetCombat,
  MomentumSheetItem,
  MomentumSheetSkillCheck,
} from "./sheet-data.ts";

export function sheetItem(item: Item.Implementation): MomentumSheetItem | null {
  const base = documentBase(item);
  const system = item.system;
  if (system instanceof MomentumWeaponModel) return { ...base, kind: "weapon", system };
  if (system instanceof MomentumArmorModel) return { ...base, kind: "armor", system };
  if (system instanceof MomentumShieldModel) return { ...base, kind: "shield", system };
  if (system instanceof MomentumGearModel) return { ...base, kind: "gear", system };
  if (system instanceof MomentumAbilityModel) return { ...base, kind: "ability", system };
  return null;
}

export function creatureSystem(actor: Actor.Implementation): MomentumCharacterModel | MomentumNpcModel | null {
  const system = actor.system;
  return system instanceof MomentumCharacterModel || system instanceof MomentumNpcModel ? system : null;
}

export function sheetActor(actor: Actor.Implementation): MomentumSheetActor | null {
  const system = creatureSystem(actor);
  if (!system) return null;
  return { ...documentBase(actor), system, items: actor.items.contents.flatMap((i) => sheetItem(i) ?? []) };
}

/** The stored biography; fvtt-types reads an HTMLField as possibly undefined, Foundry initializes it to "". */
export function biographySource(system: MomentumCharacterModel | MomentumNpcModel): string {
  return system.details.biography ?? "";
}

/**
 * Each attacking item's plan against `target` from the combat room: the exact number the roll dialog and the chat
 * card will show, because it is the same call (weapons equipped, Abilities that roll).
 */
export function attackOdds(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  token?: TokenDocument.Implementation,
): Readonly<Record<string, MomentumAttackOdds>> {
  const odds: Record<string, MomentumAttackOdds> = {};
  for (const item of actor.items.contents) {
    const source = attackSourceOf(item);
    const weapon = item.system instanceof MomentumWeaponModel ? item.system : null;
    if (!source || !item.id || (weapon && !weapon.equipped)) continue;
    const scene = token
      ? sceneSituationFor("momentum", MOMENTUM_COMBAT_ROOM, { actor, item }, { actor: target, token })
      : undefined;
    const plan = MOMENTUM_COMBAT_ROOM.planAttack(actor, item, target, {}, scene);
    if (isRefusal(plan))
      odds[item.id] = plan.data ? { refused: plan.refused, data: plan.data } : { refused: plan.refused };
    else odds[item.id] = { hitChance: plan.hitChance, against: plan.against };
  }
  return odds;
}

/**
 * The actor's combatant in the started combat, as the Actions section reads it; null out of combat. Read exactly
 * as the room's spend reads it (combat/spend.ts: the economy actor with round 1's surprise, a union's shared turn),
 * so a button is refused for the reason the click would be.
 */
export function sheetCombat(actor: Actor.Implementation): MomentumSheetCombat | null {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  const data = combatant ? momentumCombatantData(combatant) : undefined;
  const round = combatant?.combat?.round ?? 0;
  const economyActor = combatant ? momentumEconomyActor(combatant, round) : undefined;
  if (!combatant?.id || !data || !economyActor) return null;
  return {
    round,
    ownTurn: isOwnTurn(combatant),
    viewerIsGm: game.user.isGM,
    state: toMomentumState(combatant.id, data),
    actor: economyActor,
    options: momentumOptions(),
  };
}

/** The sheet's Skill Check as the roll will read it: the creature (checks/roll-skill-check.ts) and its open Cinematic. */
export function sheetSkillCheck(actor: Actor.Implementation, asked: AskedCheck): MomentumSheetSkillCheck | null {
  const checker = checkerOf(actor);
  if (!checker) return null;
  const combatant = checkCombatant(actor);
  const cinematic = (combatant && openCinematic(combatant)?.role) ?? "none";
  return { actor: checker, asked, cinematic, options: momentumOptions() };
}
