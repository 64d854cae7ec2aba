/**
 * Checks from the sheet. A skill check in a running combat is a Use Skill and pays its action first (the shared spend,
 * a player's through `fray.spend`; refused, nothing is rolled); a Resistance check is no action — it answers a force
 * the creature is under, on anyone's turn (rules page decision 53). Then the owner rolls it — it changes no other
 * document, as an attack roll is the attacker's — and posts it as a check card (chat/check-card/): its roll explained,
 * the VS, the result and the chance it had.
 */
import type { BonusAbility } from "../../../../engine/rulesets/bonus/creature.ts";
import type { VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { rollCheckCard } from "../../../chat/check-card/post.ts";
import { spendInCombat } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { BonusAbilityModel } from "../data/item-models.ts";
import { isWoundedNow } from "../derive.ts";
import { bonusActorView } from "../documents.ts";
import { abilityLabel, sheetText } from "../sheets/labels.ts";
import { resistanceCheckFor } from "./resistance-check.ts";
import { isSkill, skillCheckFor } from "./skill-check.ts";

const KEY = `${I18N_ROOT}.Bonus.Check`;

/**
 * Roll `actor`'s skill `itemId` against `vs` (raised by piloting in `piloting` visibility), with `situation`'s
 * Charges or Challenges; false when it is not a skill of the actor or the spend is refused.
 */
export async function rollSkillCheck(
  actor: Actor.Implementation,
  itemId: string,
  vs: number,
  piloting: VisibilityLevel = "normal",
  situation = 0,
): Promise<boolean> {
  const item = actor.items.get(itemId);
  const view = bonusActorView(actor);
  const system = item?.system;
  if (!item || !view || !(system instanceof BonusAbilityModel) || !isSkill(system.kind)) return false;
  if (!(await spendInCombat(actor, { action: "useSkill" }))) return false;
  const skill = { name: item.name, kind: system.kind, bonusDice: system.bonusDice };
  const request = skillCheckFor(skill, vs, isWoundedNow(view.source, view.statuses), piloting, situation);
  await rollCheckCard({ actor, check: game.i18n.format(`${KEY}.skill`, { skill: item.name }), request });
  return true;
}

/**
 * Roll `actor`'s Resistance check with `ability` against `vs`, with `situation`'s Charges or Challenges; false for an
 * actor that is not a `bonus` creature.
 */
export async function rollResistanceCheck(
  actor: Actor.Implementation,
  ability: BonusAbility,
  vs: number,
  situation = 0,
): Promise<boolean> {
  const view = bonusActorView(actor);
  if (!view) return false;
  const checker = {
    abilities: view.source.abilities,
    items: view.dice,
    wounded: isWoundedNow(view.source, view.statuses),
  };
  const i18n = foundryLocalizer();
  const resistance = sheetText(i18n, "Resistance.check", { ability: abilityLabel(i18n, ability) });
  const check = game.i18n.format(`${KEY}.resistance`, { check: resistance });
  await rollCheckCard({ actor, check, request: resistanceCheckFor(checker, ability, vs, situation) });
  return true;
}
