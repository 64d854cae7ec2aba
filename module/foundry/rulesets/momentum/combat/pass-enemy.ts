/**
 * Passing through an enemy's space, on the active GM's client once a token has moved (rules page decision 137):
 * "You can try to move through a space occupied by an enemy, but you have to succeed on a Raw Force, Athletics, or
 * Nimbleness check against a Raw Force or Athletics check made by the enemy." One check per enemy the path passes,
 * in the order it meets them (the engine's `enemiesPassed`), each side its best allowed skill (decision 101), the
 * mover the side that must win (`contestTies`), each on the shared opposed card. The first check lost stops the
 * move: the caller keeps only the steps before that enemy's space.
 */
import { bestSkill, contestRequests } from "../../../../engine/rulesets/momentum/actions/contest.ts";
import { resolveContest } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { enemiesPassed } from "../../../../engine/rulesets/momentum/geometry/path.ts";
import { CONTEST_TABLE } from "../../../../engine/rulesets/momentum/tables/contests.ts";
import { postOpposedCard } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { momentumOptions } from "../rule-variants.ts";
import { contestSide, opposedCardTies, rollCheck } from "./contest-roll.ts";
import type { ReadMove } from "./move-path.ts";
import { revealBy } from "./reveal.ts";
import { momentumEconomyActor } from "./state.ts";

const KEY = `${I18N_ROOT}.Momentum.Contest`;
const ROW = CONTEST_TABLE.moveThroughEnemy;

/** Rolls the mover's check against `enemy`'s and posts the card; did the mover get through? */
async function passOne(mover: Combatant.Implementation, enemy: Combatant.Implementation): Promise<boolean> {
  const round = mover.combat?.round ?? 0;
  const me = momentumEconomyActor(mover, round);
  const them = momentumEconomyActor(enemy, round);
  if (!me || !them || !mover.actor || !enemy.actor) return true;
  const options = momentumOptions();
  const skills = {
    actor: bestSkill(me.creature, ROW.actorSkills, options),
    target: bestSkill(them.creature, ROW.targetSkills, options),
  };
  const setup = contestRequests(
    "moveThroughEnemy",
    { actor: me, skill: skills.actor },
    { actor: them, skill: skills.target },
    {},
    options,
  );
  if (!setup.ok) return true;
  // Pushing past an enemy gives a hidden mover away, through or stopped (reveal.ts, decision 158).
  await revealBy(mover, { kind: "contest", contest: "moveThroughEnemy" });
  const mine = await rollCheck(setup.requests.actor);
  const theirs = await rollCheck(setup.requests.target);
  const { actorWins } = resolveContest(mine.result, theirs.result, options);
  const names = { actor: mover.actor.name, target: enemy.actor.name };
  await postOpposedCard({
    action: game.i18n.localize(`${KEY}.passThrough`),
    ties: opposedCardTies(options),
    initiator: contestSide(mover.actor, skills.actor, setup.requests.actor, mine.dice),
    opponents: [contestSide(enemy.actor, skills.target, setup.requests.target, theirs.dice)],
    effects: [game.i18n.format(actorWins ? `${KEY}.passed` : `${KEY}.stopped`, names)],
  });
  return actorWins;
}

/** The first step the mover may not take (it lost the check to pass that enemy), or undefined when it got through. */
export async function passEnemies(mover: Combatant.Implementation, move: ReadMove): Promise<number | undefined> {
  for (const passed of enemiesPassed(move.steps, move.mover)) {
    const enemy = mover.combat?.combatants.get(passed.id);
    if (enemy && !(await passOne(mover, enemy))) return passed.step;
  }
  return undefined;
}
