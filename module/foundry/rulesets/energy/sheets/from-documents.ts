/**
 * Foundry documents → the plain data the context builders read (sheet-data.ts). The only place in the sheets that
 * knows document shapes; `instanceof` on the model classes narrows `system` (the document type string does not).
 */
import { documentBase } from "../../../applications/sheets/document-base.ts";
import { isRefusal, type PlannedAttack, type Refusal, type RollChoices } from "../../../combat-room.ts";
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { ENERGY_COMBAT_ROOM } from "../combat-room.ts";
import { EnergyCharacterModel, EnergyNpcModel } from "../data/actor-models.ts";
import {
  EnergyAbilityModel,
  EnergyArmorModel,
  EnergyGearModel,
  EnergyShieldModel,
  EnergyWeaponModel,
} from "../data/item-models.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { energyCombatantData, energyEconomyActor, toEnergyState } from "../combat/state.ts";
import { energyOptions } from "../rule-variants.ts";
import { mayThrow, THROW } from "../situation/throw.ts";
import type { EnergySheetCombat } from "./actions-context.ts";
import { throwOddsKey, type EnergyAttackOdds, type EnergySheetActor, type EnergySheetItem } from "./sheet-data.ts";

export function sheetItem(item: Item.Implementation): EnergySheetItem | null {
  const base = documentBase(item);
  const system = item.system;
  if (system instanceof EnergyWeaponModel) return { ...base, kind: "weapon", system };
  if (system instanceof EnergyArmorModel) return { ...base, kind: "armor", system };
  if (system instanceof EnergyShieldModel) return { ...base, kind: "shield", system };
  if (system instanceof EnergyGearModel) return { ...base, kind: "gear", system };
  if (system instanceof EnergyAbilityModel) return { ...base, kind: "ability", system };
  return null;
}

export function creatureSystem(actor: Actor.Implementation): EnergyCharacterModel | EnergyNpcModel | null {
  const system = actor.system;
  return system instanceof EnergyCharacterModel || system instanceof EnergyNpcModel ? system : null;
}

export function sheetActor(actor: Actor.Implementation): EnergySheetActor | null {
  const system = creatureSystem(actor);
  if (!system) return null;
  return {
    ...documentBase(actor),
    system,
    items: actor.items.contents.flatMap((i) => sheetItem(i) ?? []),
  };
}

/** The stored biography; fvtt-types reads an HTMLField as possibly undefined, Foundry initializes it to "". */
export function biographySource(system: EnergyCharacterModel | EnergyNpcModel): string {
  return system.details.biography ?? "";
}

/**
 * Each weapon's attack as the combat room plans it against `target`: the exact number the roll dialog and
 * the chat card will show, because it is the same call. A character's weapon the Throw offers has its throw planned
 * too, under `throwOddsKey` (the canvas read for its throwing range, as the Throw button opens the attack); an NPC's
 * stat block has no Throw (decision 127).
 */
export function attackOdds(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  /** The target's token: the canvas' reading (range band, facing, out of range) as the roll dialog starts from. */
  token?: TokenDocument.Implementation,
): Readonly<Record<string, EnergyAttackOdds>> {
  const odds: Record<string, EnergyAttackOdds> = {};
  const throws = actor.system instanceof EnergyCharacterModel;
  for (const item of actor.items.contents) {
    const system = item.system;
    // Every weapon: an NPC's stat block offers its unequipped ones too (attacks-context.ts).
    if (!(system instanceof EnergyWeaponModel) || !item.id) continue;
    const where = { actor: target, token };
    const planned = (choices: RollChoices): EnergyAttackOdds => {
      const attack = { actor, item };
      const scene = token ? sceneSituationFor("energy", ENERGY_COMBAT_ROOM, attack, where, choices) : undefined;
      const plan = ENERGY_COMBAT_ROOM.planAttack(actor, item, target, choices, scene);
      return isRefusal(plan) ? refusedOdds(plan) : plannedOdds(plan);
    };
    odds[item.id] = planned({});
    if (throws && mayThrow({ id: item.id, name: item.name, data: system })) {
      odds[throwOddsKey(item.id)] = planned({ [THROW]: true });
    }
  }
  return odds;
}

function refusedOdds(plan: Refusal): EnergyAttackOdds {
  return plan.data ? { refused: plan.refused, data: plan.data } : { refused: plan.refused };
}

/** The chance and the number to beat, with the reason for a range band other than the middle one. */
function plannedOdds(plan: PlannedAttack): EnergyAttackOdds {
  const note = plan.modifiers?.find((m) => m.kind === "range" && m.on)?.reason;
  return { hitChance: plan.hitChance, av: plan.against, ...(note ? { rangeNote: note } : {}) };
}

/** The actor's combatant in the started combat, as the Actions section reads it; null out of combat. */
export function sheetCombat(actor: Actor.Implementation): EnergySheetCombat | null {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  const data = combatant ? energyCombatantData(combatant) : undefined;
  const economyActor = combatant ? energyEconomyActor(combatant) : undefined;
  if (!combatant?.id || !data || !economyActor) return null;
  const round = combatant.combat?.round ?? 0;
  return {
    round,
    state: toEnergyState(combatant.id, data),
    lastEnded: data.last.ended,
    actor: economyActor,
    options: energyOptions(),
    viewerIsGm: game.user.isGM,
  };
}
