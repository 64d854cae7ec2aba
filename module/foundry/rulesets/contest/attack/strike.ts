/**
 * A Strike planned from documents: the attacker and target as sides of the combat roll, the weapon, spell or feature
 * declared (attack/means.ts; a spell makes a Sorcery test), and the roll dialog's choices — flanked, the target's cover,
 * the governing attribute ("When making a ranged or thrown attack, the character must use Agility"), the Fighting Style
 * of a Strike ("A character can potentially learn multiple fighting styles"), the target unaware of the attack ("can defend against the attack if it is aware of it") — and a Feint waiting on the attacker's
 * combatant against this target (attack/feint.ts) read into the engine's plan. One
 * reading for the attack, the defense choices' odds and the maneuvers, so each step plans what the others do.
 */
import type { AttackProfile } from "../../../../engine/rulesets/contest/combat/attack.ts";
import type { TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import { isRanged } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import type { CoverLevel } from "../../../../engine/rulesets/contest/tables/cover.ts";
import type { Refusal, RollChoices } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { planAttackTest, type Combatant, type StrikeSituation } from "../combat-roll.ts";
import { contestSide } from "../documents.ts";
import { toFightingStyles } from "../sources.ts";
import { contestAttackOf, meansParts, type ContestAttackMeans } from "./means.ts";
import { feintAgainst } from "./feint.ts";
import { isOpportunity, OPPORTUNITY_CHOICE } from "./opportunity-choice.ts";
import { withTestExtra } from "./roll-extra.ts";
import type { RollExtra } from "../../../dice/roll-extra.ts";
import { contestOptions } from "../rule-variants.ts";

export const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;
const NOT_CONTEST: Refusal = { refused: `${REFUSAL}.notContest` };
const NOT_A_WEAPON: Refusal = { refused: `${REFUSAL}.notAWeapon` };
const NEEDS_TARGET: Refusal = { refused: `${REFUSAL}.needsTarget` };
/** "Ranged attacks against a target with full cover automatically fail": refused before anything is spent. */
const FULL_COVER: Refusal = { refused: `${REFUSAL}.fullCover` };
/** "An opportunity attack is a special kind of melee Strike" (with a weapon: rules page decision 88). */
const OPPORTUNITY_MELEE_ONLY: Refusal = { refused: `${REFUSAL}.opportunityMeleeOnly` };

/** The roll dialog's modifier ids (combat-room.ts lists them). */
export const MODIFIER = {
  flanked: "flanked",
  coverLow: "coverLow",
  coverHigh: "coverHigh",
  strength: "useStrength",
  agility: "useAgility",
  opportunity: OPPORTUNITY_CHOICE,
  unaware: "targetUnaware",
} as const;

export interface PlannedStrike {
  readonly attacker: Combatant;
  readonly target: Combatant;
  /** The weapon, spell or feature declared (attack/means.ts). */
  readonly means: ContestAttackMeans;
  readonly profile: AttackProfile;
  readonly situation: StrikeSituation;
  /** A rolled test: the automatic ones (full cover) are refused. */
  readonly plan: Extract<TestPlan, { kind: "roll" }>;
}

function coverOf(choices: RollChoices): CoverLevel | undefined {
  if (choices[MODIFIER.coverHigh] === true) return "high";
  return choices[MODIFIER.coverLow] === true ? "low" : undefined;
}

/** The roll dialog's row of the attacker's Fighting Style at `index` (its styles, in the sheet's order). */
export function styleChoiceId(index: number): string {
  return `style${String(index)}`;
}

/**
 * The Fighting Style the dialog chose, an index among the attacker's `count` styles; none chosen (or one it does not
 * have): undefined, the style that scores best for what is in hand (decision 44).
 */
function styleOf(choices: RollChoices, count: number): number | undefined {
  return Array.from({ length: count }, (_, i) => i).find((i) => choices[styleChoiceId(i)] === true);
}

function attributeOf(choices: RollChoices): "strength" | "agility" | undefined {
  if (choices[MODIFIER.strength] === true) return "strength";
  return choices[MODIFIER.agility] === true ? "agility" : undefined;
}

/** The Strike as the documents and the dialog's choices make it now, or why it cannot be made. */
export function plannedStrike(
  attacker: Actor.Implementation,
  item: Item.Implementation,
  target: Actor.Implementation | undefined,
  choices: RollChoices,
  /** The roll dialog's extra modifier (attack/roll-extra.ts); a row's is `rowExtra(row)`. */
  extra: RollExtra | null = null,
): PlannedStrike | Refusal {
  const a = contestSide(attacker);
  if (!a) return NOT_CONTEST;
  const means = contestAttackOf(item);
  if (!means) return NOT_A_WEAPON;
  const opportunity = isOpportunity(choices);
  if (opportunity && (!means.weapon || isRanged(means.delivery))) return OPPORTUNITY_MELEE_ONLY;
  if (!target) return NEEDS_TARGET;
  const t = contestSide(target);
  if (!t) return NOT_CONTEST;
  const cover = coverOf(choices);
  const situation: StrikeSituation = {
    ...(choices[MODIFIER.flanked] === true ? { flanked: true } : {}),
    ...(cover ? { cover } : {}),
    ...(!opportunity && feintAgainst(attacker, target) ? { feint: true } : {}),
    // "The target of your attack can defend against the attack if it is aware of it" (rules page decision 152).
    ...(choices[MODIFIER.unaware] === true ? { aware: false } : {}),
  };
  const style = styleOf(choices, toFightingStyles(a.source).length);
  const parts = meansParts(a, means, attributeOf(choices), style);
  const planned = planAttackTest(a, t, means.profile, parts, means.name, situation, contestOptions());
  if (!planned.ok) return { refused: `${REFUSAL}.${planned.reason.code}` };
  const plan = planned.value;
  if (plan.kind !== "roll") return FULL_COVER;
  return {
    attacker: a,
    target: t,
    means,
    profile: means.profile,
    situation,
    plan: withTestExtra(plan, extra),
  };
}
