/**
 * A skill check from the sheet: in a running combat it is a Use Skill and pays its action first (the shared spend, a
 * player's through `fray.spend`; refused, nothing is rolled); then its owner rolls it — it changes no other document,
 * as an attack roll is the attacker's — and posts it with its roll, the VS, the result and the chance it had.
 */
import { successProbability } from "../../../../engine/core/odds/request.ts";
import { percentText } from "../../../applications/parts/hit-chance.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { spendInCombat } from "../../../combat/spend.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { BonusAbilityModel } from "../data/item-models.ts";
import { isWoundedNow } from "../derive.ts";
import { bonusActorView } from "../documents.ts";
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

/** Roll `actor`'s skill `itemId` against `vs`; false when it is not a skill of the actor or the spend is refused. */
export async function rollSkillCheck(actor: Actor.Implementation, itemId: string, vs: number): Promise<boolean> {
  const item = actor.items.get(itemId);
  const view = bonusActorView(actor);
  const system = item?.system;
  if (!item || !view || !(system instanceof BonusAbilityModel) || !isSkill(system.kind)) return false;
  if (!(await spendInCombat(actor, { action: "useSkill" }))) return false;
  const request = skillCheckFor(
    { name: item.name, kind: system.kind, bonusDice: system.bonusDice },
    vs,
    isWoundedNow(view.source, view.statuses),
  );
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  const result = roll.interpret(request);
  const line = checkLine(result.total, vs, result.success === true, successProbability(request));
  const title = game.i18n.format(`${KEY}.title`, { name: actor.name, skill: item.name });
  await postSummary(title, [{ name: item.name, text: line }], [roll]);
  return true;
}
