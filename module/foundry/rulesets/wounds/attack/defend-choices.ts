/**
 * Defend on the card (README section 4, `wounds` step 2): "Until your next turn or you receive a wound, when targeted
 * by an attack you can see, you may replace your melee and/or ranged defenses with your Power, Agility, Fortitude, or
 * Willpower defense, or you may gain a +2 bonus to your melee and ranged defenses." The target's owner picks before
 * the attack is rolled, each choice with the Defense it gives and the odds of a hit and of each wound level
 * (docs/rules/wounds.md decision 73). Offered only while Defend changes something (`defendOptions`: the target is
 * Defending, the attack targets melee or ranged Defense, the target is not immobile); the Defend action paid for it.
 */
import { isRefusal } from "../../../combat-room.ts";
import { DEFAULT_SITUATION } from "../../../chat/attack-card/situation.ts";
import type { StepChoice, StepContext } from "../../../procedure/step.ts";
import { woundOddsText } from "./odds.ts";
import { ATTACK_KEY, woundsForecastOf } from "./plan.ts";
import { rowExtra } from "./roll-extra.ts";

export function defendChoices({ row, attacker, item, target }: StepContext): readonly StepChoice[] {
  if (!attacker || !item || !target) return [];
  const { choices } = row.situation ?? DEFAULT_SITUATION;
  const extra = rowExtra(row);
  const kept = woundsForecastOf(attacker, item, target, choices, undefined, extra);
  if (isRefusal(kept)) return [];
  return kept.defend.flatMap((option) => {
    const chosen =
      option.choice === "none" ? kept : woundsForecastOf(attacker, item, target, choices, option.choice, extra);
    if (isRefusal(chosen)) return [];
    return [
      {
        id: option.choice,
        label: { key: `${ATTACK_KEY}.Card.defend.${option.choice}`, data: { defense: option.defense } },
        hitChance: option.hitChance,
        odds: woundOddsText(chosen.odds),
      },
    ];
  });
}

/** Closed once the attack is rolled, or while Defend would change nothing for this row. */
export function defendClosed(ctx: StepContext): string | undefined {
  if (ctx.row.actorUuid === "") return "unknownTarget";
  if (ctx.row.attack !== null) return "stepSettled";
  return defendChoices(ctx).length === 0 ? "notDefending" : undefined;
}
