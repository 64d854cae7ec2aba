/**
 * Foundry documents → the plain data the context builders read (sheet-data.ts). The only place in the sheets that
 * knows document shapes; `instanceof` on the model classes narrows `system` (the document type string does not).
 */
import { documentBase } from "../../../applications/sheets/document-base.ts";
import { sceneSituationFor } from "../../../canvas/situate.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { isRefusal } from "../../../combat-room.ts";
import type { AttackVariant } from "../../../../engine/rulesets/wounds/procedures/variants.ts";
import { woundsForecastOf } from "../attack/plan.ts";
import { woundsEconomyActor, woundsStateOf } from "../combat/actor.ts";
import { turnContext } from "../combat/spend.ts";
import { mountOf } from "../mounted/riding.ts";
import { WOUNDS_COMBAT_ROOM } from "../combat-room.ts";
import { WoundsCharacterModel, WoundsNpcModel } from "../data/actor-models.ts";
import {
  WoundsAbilityModel,
  WoundsArmorModel,
  WoundsGearModel,
  WoundsShieldModel,
  WoundsWeaponModel,
} from "../data/item-models.ts";
import { woundsOptions } from "../rule-variants.ts";
import { woundsActorView, woundsSpellOf } from "../documents.ts";
import { toWoundsActor } from "../sources.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import { SHEET_ATTACK_KINDS } from "./attacks-context.ts";
import type {
  WoundsAttackOdds,
  WoundsOddsTable,
  WoundsSheetActor,
  WoundsSheetCombat,
  WoundsSheetItem,
} from "./sheet-data.ts";

export function sheetItem(item: Item.Implementation): WoundsSheetItem | null {
  const base = documentBase(item);
  const system = item.system;
  if (system instanceof WoundsWeaponModel) return { ...base, kind: "weapon", system };
  if (system instanceof WoundsArmorModel) return { ...base, kind: "armor", system };
  if (system instanceof WoundsShieldModel) return { ...base, kind: "shield", system };
  if (system instanceof WoundsGearModel) return { ...base, kind: "gear", system };
  if (system instanceof WoundsAbilityModel) return { ...base, kind: "ability", system };
  return null;
}

export function creatureSystem(actor: Actor.Implementation): WoundsCharacterModel | WoundsNpcModel | null {
  const system = actor.system;
  return system instanceof WoundsCharacterModel || system instanceof WoundsNpcModel ? system : null;
}

export function sheetActor(actor: Actor.Implementation): WoundsSheetActor | null {
  const system = creatureSystem(actor);
  if (!system) return null;
  return { ...documentBase(actor), system, items: actor.items.contents.flatMap((i) => sheetItem(i) ?? []) };
}

/** The stored biography; fvtt-types reads an HTMLField as possibly undefined, Foundry initializes it to "". */
export function biographySource(system: WoundsCharacterModel | WoundsNpcModel): string {
  return system.details.biography ?? "";
}

/** The roll dialog's choices of an attack kind: the Standard Attack is the dialog's default, no choice. */
const kindChoices = (kind: AttackVariant) => (kind === "standard" ? {} : { [kind]: true });

/**
 * Each equipped weapon's forecast against `target` for every attack kind, through the same calls the roll dialog and
 * the card make (the scene's readings as defaults, forecast.ts), so the sheet's numbers are theirs.
 */
export function attackOdds(
  actor: Actor.Implementation,
  target: Actor.Implementation,
  token?: TokenDocument.Implementation,
): WoundsOddsTable {
  const odds: Record<string, Partial<Record<AttackVariant, WoundsAttackOdds>>> = {};
  for (const item of actor.items.contents) {
    const weapon = item.system instanceof WoundsWeaponModel ? item.system : null;
    // An attack spell is cast, not made with an attack action: its one button is the Standard row's.
    const spell = woundsSpellOf(item)?.data.attack === true;
    if ((!weapon?.equipped && !spell) || !item.id) continue;
    const scene = token
      ? sceneSituationFor("wounds", WOUNDS_COMBAT_ROOM, { actor, item }, { actor: target, token })
      : undefined;
    const byKind: Partial<Record<AttackVariant, WoundsAttackOdds>> = {};
    for (const kind of spell ? (["standard"] as const) : SHEET_ATTACK_KINDS) {
      if (scene?.refusal) {
        byKind[kind] = scene.refusal;
        continue;
      }
      const forecast = woundsForecastOf(actor, item, target, { ...scene?.defaults, ...kindChoices(kind) });
      byKind[kind] = isRefusal(forecast) ? forecast : { ...forecast.odds, against: forecast.plan.defense.total };
    }
    odds[item.id] = byKind;
  }
  return odds;
}

/** The creature with its statuses as stored, which a spell cast out of combat pays from (decision 223). */
export function sheetCaster(actor: Actor.Implementation): WoundsActor | undefined {
  const view = woundsActorView(actor);
  return view ? toWoundsActor(view.source, view.statuses) : undefined;
}

/**
 * The actor's combatant in the started combat, as the Actions section reads it; null out of combat. Read as the
 * room's spend reads it (combat/spend.ts: the economy actor, own turn or an interrupt), so a button is refused for
 * the reason the click would be.
 */
export function sheetCombat(actor: Actor.Implementation): WoundsSheetCombat | null {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  const state = combatant ? woundsStateOf(combatant) : undefined;
  const economyActor = combatant ? woundsEconomyActor(combatant) : undefined;
  if (!combatant || !state || !economyActor) return null;
  const mount = mountOf(combatant);
  return {
    round: combatant.combat?.round ?? 0,
    turn: turnContext(combatant),
    viewerIsGm: game.user.isGM,
    state,
    actor: economyActor,
    options: woundsOptions(),
    ...(mount ? { riding: mount.name ?? "" } : {}),
  };
}
