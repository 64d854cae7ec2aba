/**
 * Checks from the sheet. A skill check in a running combat is a Use Skill and pays its action first (the shared spend,
 * a player's through `fray.spend`; refused, nothing is rolled); a Resistance check is no action — it answers a force
 * the creature is under, on anyone's turn (rules page decision 53). Then the owner rolls it — it changes no other
 * document, as an attack roll is the attacker's — and posts it with its roll, the VS, the result and the chance it had.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { successProbability } from "../../../../engine/core/odds/request.ts";
import type { BonusAbility } from "../../../../engine/rulesets/bonus/creature.ts";
import type { VisibilityLevel } from "../../../../engine/rulesets/bonus/tables/visibility.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { spendInCombat } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { BonusAbilityModel } from "../data/item-models.ts";
import { isWoundedNow } from "../derive.ts";
import { bonusActorView } from "../documents.ts";
import { abilityLabel, sheetText } from "../sheets/labels.ts";
import { resistanceCheckFor } from "./resistance-check.ts";
import { isSkill, skillCheckFor } from "./skill-check.ts";

const KEY = `${I18N_ROOT}.Bonus.Check`;

/** The check's line on the card: "22 against VS 20: success (chance 30%)". */
export function checkLine(total: number, vs: number, success: boolean, chance: number): string {
  return game.i18n.format(success ? `${KEY}.success` : `${KEY}.failure`, {
    total: String(total),
    vs: String(vs),
    percent: percentText(chance),
  });
}

/** Rolls `request` and posts it under `title`, its line named `name`, against the request's own VS. */
async function rollAndPost(title: string, name: string, request: DiceRequest): Promise<void> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const result = roll.interpret(request);
  const vs = request.target?.value ?? 0;
  const line = checkLine(result.total, vs, result.success === true, successProbability(request));
  await postSummary(title, [{ name, text: line }], [roll]);
}

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
  await rollAndPost(game.i18n.format(`${KEY}.title`, { name: actor.name, skill: item.name }), item.name, request);
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
  const check = sheetText(i18n, "Resistance.check", { ability: abilityLabel(i18n, ability) });
  const title = game.i18n.format(`${KEY}.resistanceTitle`, { name: actor.name, check });
  await rollAndPost(title, check, resistanceCheckFor(checker, ability, vs, situation));
  return true;
}
