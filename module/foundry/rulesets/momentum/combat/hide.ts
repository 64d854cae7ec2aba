/**
 * The Hide action on the active GM's client (the `contest` control with the choice `hide`, relayed as
 * `fray.combatAct` from the hider's owner): "You can try to hide from all enemies if none of them sees you. You
 * successfully hide if you beat their Perception Check with your Stealth Check." The enemies are the combatants
 * whose token stands on another side (its disposition) and who are not defeated; that none of them sees you is the
 * player's word, as at the table (Fray reads no light or sight lines for it). The action is paid at its AP, the
 * hider's one Stealth check is rolled against each enemy's Perception, and the engine's `applyHide` says whom the
 * hider is hidden from (per observer, or all or nothing under the `hideMode` setting), stored on the Hidden status
 * (effects/hidden-from.ts, decision 132) so the attack reads it. One opposed card
 * (chat/opposed-card/) shows the Stealth check against each Perception, each observer's winner, and the outcome.
 */
import {
  bestSkill,
  contestRequests,
  type ContestRequests,
} from "../../../../engine/rulesets/momentum/actions/contest.ts";
import { applyHide } from "../../../../engine/rulesets/momentum/actions/hide.ts";
import { resolveContest } from "../../../../engine/rulesets/momentum/dice/check.ts";
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import type { SkillId } from "../../../../engine/rulesets/momentum/tables/skills.ts";
import { CONTEST_TABLE } from "../../../../engine/rulesets/momentum/tables/contests.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postOpposedCard, type OpposedSideToPost } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { storedHiddenFrom, withStoredHidden, writeHidden } from "../effects/hidden-from.ts";
import { momentumOptions } from "../rule-variants.ts";
import { opposedCardTies, contestSide, rollCheck } from "./contest-roll.ts";
import { momentumRefusal } from "./refusal.ts";
import { spendMomentum } from "./spend.ts";
import { enemiesOf, type Watcher } from "./enemies.ts";
import { momentumEconomyActor } from "./state.ts";

/** The `contest` control's choice for Hide (it has no one target). */
export const HIDE_CHOICE = "hide";

const KEY = `${I18N_ROOT}.Momentum.Contest`;
const NO_OBSERVERS: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noObservers` };
const NO_HIDER: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noOpponent` };
const ROW = CONTEST_TABLE.hide;

interface Pairing {
  readonly observer: Watcher;
  readonly perception: SkillId;
  readonly requests: ContestRequests;
}

/** Each enemy's Perception against the hider's Stealth, or why the Hide cannot be tried. */
function pairings(
  hider: MomentumActor,
  observers: readonly Watcher[],
  options: MomentumOptions,
): { readonly stealth: SkillId; readonly pairs: Pairing[] } | Refusal {
  const stealth = bestSkill(hider.creature, ROW.actorSkills, options);
  const pairs: Pairing[] = [];
  for (const observer of observers) {
    const perception = bestSkill(observer.actor.creature, ROW.targetSkills, options);
    const setup = contestRequests(
      "hide",
      { actor: hider, skill: stealth },
      { actor: observer.actor, skill: perception },
      {},
      options,
    );
    if (!setup.ok) return momentumRefusal(setup.reason);
    pairs.push({ observer, perception, requests: setup.requests });
  }
  return { stealth, pairs };
}

/** `pay`: the Hide's AP by default, or a held Hide's firing (held-contest.ts). */
export async function runHide(
  combatant: Combatant.Implementation,
  pay: () => Promise<Refusal | undefined> = () => spendMomentum(combatant, { action: "hide" }),
): Promise<Refusal | undefined> {
  const round = combatant.combat?.round ?? 0;
  const hider = momentumEconomyActor(combatant, round);
  const hiderDoc = combatant.actor;
  if (!hider || !hiderDoc) return NO_HIDER;
  const observers = enemiesOf(combatant, round);
  const options = momentumOptions();
  const paired = pairings(hider, observers, options);
  if ("refused" in paired) return paired;
  const { stealth, pairs } = paired;
  const [first] = pairs;
  if (!first) return NO_OBSERVERS;
  const paid = await pay();
  if (paid) return paid;
  // One Stealth check against every Perception ("beat their Perception Check with your Stealth Check"): Hide has
  // no size edges, so every pairing asks the hider for the same check.
  const mine = await rollCheck(first.requests.actor);
  const opponents: OpposedSideToPost[] = [];
  const beaten: string[] = [];
  for (const { observer, perception, requests } of pairs) {
    const theirs = await rollCheck(requests.target);
    opponents.push(contestSide(observer.document, perception, requests.target, theirs.dice));
    if (resolveContest(mine.result, theirs.result, options).actorWins) beaten.push(observer.id);
  }
  // Already hidden: the relation as stored (a Hidden set by hand: from every enemy), which the Hide adds to.
  const everyone = observers.map((o) => o.id);
  const hidden = { ...hider, conditions: withStoredHidden(hiderDoc, hider.conditions, everyone, round) };
  const after = applyHide(hidden, observers, beaten, round, options);
  await writeHidden(hiderDoc, hider.conditions, after.conditions);
  const stored = storedHiddenFrom(hiderDoc) ?? [];
  const from = observers.filter((o) => stored.includes(o.id)).map((o) => o.document.name);
  const names = { actor: hiderDoc.name, observers: from.join(", ") };
  const outcome = from.length > 0 ? game.i18n.format(`${KEY}.hidden`, names) : game.i18n.format(`${KEY}.seen`, names);
  await postOpposedCard({
    action: game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.hide`),
    ties: opposedCardTies(options),
    initiator: contestSide(hiderDoc, stealth, first.requests.actor, mine.dice),
    opponents,
    effects: [outcome],
  });
  return undefined;
}
