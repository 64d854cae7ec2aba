/**
 * The `energy` self-check's opposed-card steps (rules page decisions 128 and 129), in a fresh Round. The GM marks the
 * attacker Restrained and the target Restraining; the attacker's Escape a Restraint goes through the room's spend, as
 * the sheet's button would ("by using 3 Energy … contested by the Arm Strength Check or Fortitude roll of the
 * restrainer"). Then the attacker rolls Initiative to interrupt the target through the room's Interrupt control ("If
 * your roll is higher, you win the Initiative"). Each posts one opposed card whose two rolls read back, whose winner is
 * the engine's rule on the totals it shows (`escapes`, `challengerWins`), whose chance is the engine's exact one for
 * the two requests it stores, and — for the escape — whose outcome the statuses agree with. Whoever wins, the steps
 * leave no hold behind. Dice one below their maximum, so nothing explodes.
 */
import { escapes } from "../../../engine/rulesets/energy/attack/consequences.ts";
import { escapeProbability, interruptWinProbability } from "../../../engine/rulesets/energy/dice/odds.ts";
import { challengerWins } from "../../../engine/rulesets/energy/economy/initiative.ts";
import { readRoll } from "../../chat/attack-card/stored-roll.ts";
import { OpposedCardModel } from "../../chat/opposed-card/model.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { Skirmish, SkirmishStep } from "../../self-check/skirmish.ts";
import { combatantOf } from "../../self-check/steps/combatant-of.ts";
import { newestContestOf } from "../../self-check/steps/opposed-card.ts";
import { ESCAPE_ACTION } from "./combat/escape.ts";
import { INTERRUPT_CONTROL } from "./combat/controls.ts";

const STEP = `${I18N_ROOT}.Energy.SelfCheck`;
const high = (faces: number): number => Math.max(1, faces - 1);

/** The newest card the attacker started, not `before`, with both sides' totals read back from its rolls. */
function readCard(attacker: Actor.Implementation, before: ChatMessage.Implementation | undefined) {
  const card = newestContestOf(attacker);
  expectThat(card !== undefined && card !== before, "an opposed card was posted", card?.id ?? null);
  const message = need(card, "the opposed card");
  const system = message.system;
  if (!(system instanceof OpposedCardModel)) throw new Error(`the opposed card has the type "${message.type}"`);
  const opponent = need(system.opponents[0], "the card's opponent");
  const sides = [system.initiator, opponent].map((side, i) => {
    const roll = message.rolls[i];
    const read = need(
      readRoll({ request: side.request, roll: roll ? roll.toJSON() : null }),
      `the card's roll ${String(i)}`,
    );
    return { request: read.request, total: read.result.total };
  });
  const [mine, theirs] = [need(sides[0], "the initiator's roll"), need(sides[1], "the opponent's roll")];
  return { mine, theirs, initiatorWon: opponent.winner === "initiator", chance: opponent.chance };
}

const actorsOf = (s: Skirmish) => need(s.actors, "the actors");

const escapeCard: SkirmishStep = {
  id: "escapeCard",
  labelKey: `${STEP}.escapeCard`,
  async run(s) {
    const { attacker, target } = actorsOf(s);
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const room = need(roomOf(combatant), "the energy combat room");
    await attacker.toggleStatusEffect("restrained", { active: true });
    await target.toggleStatusEffect("restraining", { active: true });
    const before = newestContestOf(attacker);
    s.dice.set(high);
    const refusal = await room.spend(combatant, { action: ESCAPE_ACTION });
    s.dice.set(undefined);
    expectEqual("the escape paid", undefined, refusal);
    const { mine, theirs, initiatorWon, chance } = readCard(attacker, before);
    expectEqual(
      "the card's winner, by escapes on its totals",
      escapes(mine.total, { contest: theirs.total }),
      initiatorWon,
    );
    expectEqual("the card's chance", escapeProbability(mine.request, { contest: theirs.request }), chance);
    expectEqual("the attacker is Restrained after the escape", !initiatorWon, attacker.statuses.has("restrained"));
    expectEqual("the target is Restraining after the escape", !initiatorWon, target.statuses.has("restraining"));
    await attacker.toggleStatusEffect("restrained", { active: false });
    await target.toggleStatusEffect("restraining", { active: false });
  },
};

const interruptCard: SkirmishStep = {
  id: "interruptCard",
  labelKey: `${STEP}.interruptCard`,
  async run(s) {
    const { attacker, target } = actorsOf(s);
    const combatant = combatantOf(s, attacker, "the attacker's combatant");
    const room = need(roomOf(combatant), "the energy combat room");
    const before = newestContestOf(attacker);
    const choice = { choice: need(combatantOf(s, target, "the target's combatant").id, "the target's combatant id") };
    s.dice.set(high);
    const refusal = await room.act(combatant, INTERRUPT_CONTROL.id, choice);
    s.dice.set(undefined);
    expectEqual("the interrupt", undefined, refusal);
    const { mine, theirs, initiatorWon, chance } = readCard(attacker, before);
    const rolled = (total: number) => ({ kind: "rolled", total }) as const;
    expectEqual(
      "the card's winner, by challengerWins on its totals",
      challengerWins(rolled(mine.total), rolled(theirs.total)),
      initiatorWon,
    );
    expectEqual("the card's chance", interruptWinProbability(mine.request, theirs.request), chance);
  },
};

export const CONTEST_SELF_CHECK: readonly SkirmishStep[] = [escapeCard, interruptCard];
