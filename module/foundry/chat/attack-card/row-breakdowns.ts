/**
 * The breakdowns a card row shows one viewer (issue 23, "every roll explained"): its attack, defense and damage
 * rolls, each as `chat/breakdown/roll-breakdown.ts` explains it, the damage with what the rules did to it. Only what
 * the viewer may see: none on a row whose attacker or target is hidden from the viewer (the dice, steps and
 * modifiers come from both sides' data: a Guard, a target's conditions), and a card whispered past the viewer has
 * no rows at all.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";
import { damageLines } from "../breakdown/damage-breakdown.ts";
import { rollBreakdown, type RollBreakdown } from "../breakdown/roll-breakdown.ts";
import type { TargetRow } from "./data.ts";

/** A stored roll read back: the engine request and the result the engine read from its faces. */
export interface ReadRoll {
  readonly request: DiceRequest;
  readonly result: RollResult;
}

/** A follow-up roll read back, with the localization key of its breakdown's title (data.ts `FollowUpRoll`). */
export interface ReadFollowUp {
  readonly label: string;
  readonly roll: ReadRoll;
}

export interface RowRolls {
  readonly attack?: ReadRoll | undefined;
  readonly defense?: ReadRoll | undefined;
  readonly damage?: ReadRoll | undefined;
  /** The rolls the applied damage called for (a Death roll), in order. */
  readonly followUps?: readonly ReadFollowUp[];
}

/** One disclosure on the card: the roll's breakdown and, for applied damage, what the rules did with it. */
export interface ShownBreakdown extends RollBreakdown {
  readonly kind: "attack" | "defense" | "damage" | "followUp";
  readonly effects: readonly string[];
}

const KEY = `${I18N_ROOT}.Breakdown`;

export function rowBreakdowns(
  row: TargetRow,
  rolls: RowRolls,
  hidden: { readonly attacker: boolean; readonly target: boolean },
  i18n: Localizer,
): ShownBreakdown[] {
  if (hidden.attacker || hidden.target) return [];
  const applied = row.damage.status === "applied" || row.damage.status === "undone";
  const effects = applied && row.damage.breakdown ? damageLines(row.damage.breakdown, i18n) : [];
  const shown: [ShownBreakdown["kind"], ReadRoll | undefined, readonly string[], string][] = [
    ["attack", rolls.attack, [], `${KEY}.attack`],
    ["defense", rolls.defense, [], `${KEY}.defense`],
    ["damage", rolls.damage, effects, `${KEY}.damage`],
    ...(rolls.followUps ?? []).map((f): [ShownBreakdown["kind"], ReadRoll, readonly string[], string] => [
      "followUp",
      f.roll,
      [],
      f.label,
    ]),
  ];
  return shown.flatMap(([kind, roll, lines, title]) =>
    roll ? [{ kind, effects: lines, ...rollBreakdown(roll.request, roll.result, title, i18n) }] : [],
  );
}
