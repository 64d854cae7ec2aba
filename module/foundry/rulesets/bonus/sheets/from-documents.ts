/**
 * Foundry documents → the plain data the context builders read (sheet-data.ts). The only place in the sheets that
 * knows document shapes; `instanceof` on the model classes narrows `system` (the document type string does not).
 */
import { bonusGuardOptions } from "../rule-variants.ts";
import { documentBase } from "../../../applications/sheets/document-base.ts";
import { armorSourcesOf } from "../armor-sources.ts";
import { BonusCharacterModel, BonusNpcModel } from "../data/actor-models.ts";
import { BonusAbilityModel, BonusArmorModel, BonusGearModel, BonusWeaponModel } from "../data/item-models.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { bonusCombatantData, bonusEconomyActor, toBonusState } from "../combat/state.ts";
import type { BonusSheetCombat } from "./actions-context.ts";
import { pendingAbilityName } from "../combat/pending-act.ts";
import type { BonusSheetActor, BonusSheetItem, BonusSheetTarget } from "./sheet-data.ts";

export function sheetItem(item: Item.Implementation): BonusSheetItem | null {
  const base = documentBase(item);
  const system = item.system;
  if (system instanceof BonusWeaponModel) return { ...base, kind: "weapon", system };
  if (system instanceof BonusArmorModel) return { ...base, kind: "armor", system };
  if (system instanceof BonusGearModel) return { ...base, kind: "gear", system };
  if (system instanceof BonusAbilityModel) return { ...base, kind: "ability", system };
  return null;
}

export function creatureSystem(actor: Actor.Implementation): BonusCharacterModel | BonusNpcModel | null {
  const system = actor.system;
  return system instanceof BonusCharacterModel || system instanceof BonusNpcModel ? system : null;
}

export function sheetActor(actor: Actor.Implementation): BonusSheetActor | null {
  const system = creatureSystem(actor);
  if (!system) return null;
  return {
    ...documentBase(actor),
    system,
    statuses: [...actor.statuses],
    items: actor.items.contents.flatMap((i) => sheetItem(i) ?? []),
  };
}

/** The stored biography; fvtt-types reads an HTMLField as possibly undefined, Foundry initializes it to "". */
export function biographySource(system: BonusCharacterModel | BonusNpcModel): string {
  return system.details.biography ?? "";
}

/** The user's first targeted token's actor, when it is a `bonus` creature (other rulesets' actors cannot be hit). */
export function currentTarget(): BonusSheetTarget | null {
  const actor = game.user.targets.first()?.actor;
  if (!actor) return null;
  const system = creatureSystem(actor);
  if (!system) return null;
  return {
    name: actor.name,
    system,
    statuses: [...actor.statuses],
    armor: armorSourcesOf(actor.items),
    combatantId: game.combat?.started ? (activeCombatantOf(actor)?.id ?? null) : null,
    guardOptions: bonusGuardOptions(),
  };
}

/** The actor's combatant in the started combat, as the Actions section reads it; null out of combat. */
export function sheetCombat(actor: Actor.Implementation): BonusSheetCombat | null {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  const data = combatant ? bonusCombatantData(combatant) : undefined;
  const round = combatant?.combat?.round ?? 0;
  const economyActor = combatant ? bonusEconomyActor(combatant, round) : undefined;
  if (!combatant?.id || !data || !economyActor) return null;
  const ownTurn = combatant.combat?.combatant?.id === combatant.id;
  return {
    round,
    ownTurn,
    state: toBonusState(combatant.id, data),
    actor: economyActor,
    viewerIsGm: game.user.isGM,
    pendingAbility: pendingAbilityName(actor, data.pending),
  };
}
