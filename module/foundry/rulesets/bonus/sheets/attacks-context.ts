/**
 * The attacks list: one row per equipped weapon (per weapon on an NPC's stat block) with its damage, quality and an Attack button whose label gives
 * the exact chance to hit the user's current target, from the engine's `planAttack` (the same plan the roll dialog
 * and the chat card start from), or says there is no target.
 */
import { planAttack } from "../../../../engine/rulesets/bonus/procedures/attack.ts";
import { DELIVERY_ABILITY } from "../../../../engine/rulesets/bonus/dice/damage.ts";
import { QUALITY_DIE } from "../../../../engine/rulesets/bonus/tables/quality.ts";
import { viewerSeesOdds } from "../../../applications/parts/odds-viewer.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import {
  attacksFrame,
  chanceButton,
  noTargetButton,
  type AttackButtonContext,
  type AttacksFrame,
} from "../../../applications/sheets/attacks-frame.ts";
import { guardBonuses, toBonusActor } from "../derive.ts";
import { bonusDiceFor } from "../bonus-dice.ts";
import { sheetDiceItems } from "./ability-rows.ts";
import { abilityLabel, choiceLabel, diceText, qualityText, sheetText } from "./labels.ts";
import type { BonusSheetActor, BonusSheetItem, BonusSheetTarget, BonusWeaponData } from "./sheet-data.ts";

export interface AttackRowContext {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly damageText: string;
  readonly qualityText: string;
  readonly detailText: string;
  /** "vs Guard 16" against the current target; empty without one, or when the user may not see hit chances. */
  readonly guardText: string;
  readonly button: AttackButtonContext;
}

export type AttacksContext = AttacksFrame<AttackRowContext>;

type Weapon = Extract<BonusSheetItem, { kind: "weapon" }>;

function damageText(i18n: Localizer, actor: BonusSheetActor, w: BonusWeaponData): string {
  const base = diceText(w.damageValue, QUALITY_DIE[w.quality]);
  const ability = DELIVERY_ABILITY[w.delivery];
  const count = ability === null ? 0 : actor.system.abilities[ability];
  if (ability === null || count === 0) return base;
  const bonus = diceText(count, actor.system.derived.bonusDie);
  return sheetText(i18n, "Attack.damageWithAbility", { base, bonus, ability: abilityLabel(i18n, ability) });
}

function detailText(i18n: Localizer, w: BonusWeaponData): string {
  const type = choiceLabel(i18n, "DamageType", w.damageType);
  const reach = w.ranged
    ? sheetText(i18n, "Attack.range", { feet: w.range })
    : sheetText(i18n, "Attack.reach", { feet: w.reach });
  return sheetText(i18n, "Attack.detail", { type, reach });
}

function row(
  i18n: Localizer,
  actor: BonusSheetActor,
  weapon: Weapon,
  target: BonusSheetTarget | null,
): AttackRowContext {
  const common = {
    id: weapon.id,
    name: weapon.name,
    img: weapon.img,
    damageText: damageText(i18n, actor, weapon.system),
    qualityText: qualityText(i18n, weapon.system.quality),
    detailText: detailText(i18n, weapon.system),
  };
  if (!target) return { ...common, guardText: "", button: noTargetButton(i18n, sheetText, weapon) };
  const plan = planAttack(
    {
      attacker: toBonusActor(actor.system, actor.statuses),
      target: toBonusActor(target.system, target.statuses),
      style: weapon.system.style,
      ranged: weapon.system.ranged,
      guardBonuses: guardBonuses(target.system, target.armor),
      extraDice: bonusDiceFor(sheetDiceItems(actor.items), weapon.system.style),
    },
    target.guardOptions,
  );
  // Without a visibility or distance the plan cannot be refused; a refusal still reads as a 0 % chance.
  const chance = plan.ok ? plan.hitChance : 0;
  const guard = plan.ok ? plan.guard.total : 0;
  return {
    ...common,
    // The target's Guard is what its chance is read against: hidden with it.
    guardText: viewerSeesOdds() ? sheetText(i18n, "Attack.vsGuard", { guard }) : "",
    button: chanceButton(i18n, sheetText, weapon, sheetText(i18n, "Attack.button"), chance, (percent, band) =>
      sheetText(i18n, "Attack.ariaTarget", { weapon: weapon.name, target: target.name, percent, band, guard }),
    ),
  };
}

export function attacksContext(
  i18n: Localizer,
  actor: BonusSheetActor,
  target: BonusSheetTarget | null,
  /** "all" on an NPC's stat block: a monster's natural weapons are its attacks whether or not marked equipped. */
  which: "equipped" | "all" = "equipped",
): AttacksContext {
  const weapons = actor.items.filter((i): i is Weapon => i.kind === "weapon" && (which === "all" || i.system.equipped));
  return attacksFrame(
    i18n,
    sheetText,
    target,
    weapons.map((w) => row(i18n, actor, w, target)),
  );
}
