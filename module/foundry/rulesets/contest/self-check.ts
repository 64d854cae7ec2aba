/**
 * `contest` steps of the in-world self-check, after the shared steps created the encounter, rolled initiative (1d6 +
 * Initiative, NPCs + PER) and put the attacker on its turn:
 * - both hold 3 AP, and the target's one free action is taken and a second refused (combat/self-check-steps.ts);
 * - the attacker declares a Strike with its weapon: the card waits for the defense ("The manner of defense is decided
 *   before the attacker rolls"); the Strike paid its weapon's AP;
 * - the target chooses Dodge, paying the Defend reaction's AP, and fails its test (every die 1);
 * - the attacker's Strike test passes (every die 20): one fails, the other passes, a critical win for the attacker;
 * - the winner Pushes (every die 1: the target fails its test, posted on its check card) and its token is moved one
 *   space away; damage (dice high) takes Health, and Undo gives it back;
 * - a Feint marked against the target gives the attacker's next Strike its boon, and a Dash spends it
 *   (combat/self-check-feint.ts);
 * - a ranged fire spell at the target is a Sorcery test the target may Dodge, not Parry (attack/self-check-spell.ts);
 * - the target, given a non-attacking spell, on the players' side, steps back into the attacker's reach: the GM
 *   offers the attacker an Opportunity Attack, and taking it posts its Strike card and pays 1 AP
 *   (combat/self-check-opportunity.ts); that attack offers the target its spell as Use Magic (reaction)
 *   (combat/self-check-use-magic.ts);
 * - Surprised set on the target from its status refuses its reactions (combat/self-check-steps.ts);
 * - the target's remaining reactions spend its AP to the shortfall and the GM's override; after the shared new round,
 *   3 AP again; on its turn a move beyond the attacker's metres, or while Grappled, is refused and its walk of one
 *   square and back pays 2 m (combat/self-check-walk.ts); its Manipulate stows its weapon and a second draws it,
 *   1 AP each (combat/self-check-draw.ts); the attacker Grapples the target from the sheet's control, paying 1 AP;
 *   every die 1, it fails (combat/self-check-grapple.ts); a spell without the Melee Attack trait cast beside the
 *   target offers it an Opportunity Attack, a melee one nothing (combat/self-check-cast.ts); the attacker falling into
 *   the target's reach pays no metres and offers nothing, the same move walked does (combat/self-check-fall.ts); the
 *   attacker Searches,
 *   paying 1 AP for its posted Observation test, and Releases the target it is set to hold, paying 1 AP
 *   (combat/self-check-skills.ts);
 *   the target is offered its spell as Use Magic (reaction) against the attacker's attack and casts it, paying its
 *   1 AP (combat/self-check-use-magic.ts); a second Classical Knight beyond the target, in line with the attacker,
 *   flanks it: the roll dialog starts with Flanked on (canvas/self-check-flanking.ts); the attacker's token hidden,
 *   the dialog starts with Target unaware on and the target has only no defense (attack/self-check-unaware.ts); given
 *   a second Fighting Style, the attacker's dialog offers both, the second the weaker (attack/self-check-style.ts);
 *   a player's sheet submit buying a sixth piece of gear pays 25 XP (sheets/self-check-style-xp.ts); in an encounter
 *   of their own, not started, the attacker's side sneaks up on the target, whose failed Observation marks it
 *   Surprised, then the world is restored (combat/self-check-surprise.ts).
 *
 * The two creatures are ids of the `contest` monster compendium (packs/_source/contest-monsters): the Classical Knight
 * with its Longsword against the Forest Bandit, who has no shield (Dodge and Parry are open to it).
 */
import { AP_PER_ROUND } from "../../../engine/rulesets/contest/economy/pools.ts";
import { I18N_ROOT } from "../../constants.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { SelfCheckRoom } from "../../self-check/room.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { applyStep, attackStep, pressCardButton, targetRow, undoStep, type Harm } from "../../self-check/steps/card.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { DEFENSE_STEP_ID } from "./attack/resolution.ts";
import { feintBoon } from "./combat/self-check-feint.ts";
import { grappleContest } from "./combat/self-check-grapple.ts";
import { castProvokes } from "./combat/self-check-cast.ts";
import { fallUnprovoked } from "./combat/self-check-fall.ts";
import { releaseGrapple, searchTest } from "./combat/self-check-skills.ts";
import { surpriseContest } from "./combat/self-check-surprise.ts";
import { useMagicAfterOpportunity, useMagicReaction, wardGiven } from "./combat/self-check-use-magic.ts";
import { flankedFromCanvas } from "./canvas/self-check-flanking.ts";
import { tokenWalk } from "./combat/self-check-walk.ts";
import { drawStow } from "./combat/self-check-draw.ts";
import { unawareTarget } from "./attack/self-check-unaware.ts";
import { strikeStyle } from "./attack/self-check-style.ts";
import { styleXp } from "./sheets/self-check-style-xp.ts";
import { spellDefenses } from "./attack/self-check-spell.ts";
import { disarmOffered } from "./self-check-disarm.ts";
import { opportunityOffered } from "./combat/self-check-opportunity.ts";
import {
  apAtRoundStart,
  apRefilled,
  freeActionOnce,
  reactionsShortfall,
  surprisedCannotReact,
} from "./combat/self-check-steps.ts";
import { contestSystem } from "./sheets/from-documents.ts";
import { MANEUVER_STEP_ID } from "./maneuver-choices.ts";

const STEP = `${I18N_ROOT}.Contest.SelfCheck`;
/** The compendium's Classical Knight: the attacker, and the ally that flanks with it. */
const CLASSICAL_KNIGHT = "7YmXGrVvxTLkAAFG";
/** The card's step that rolls the Strike test once the defense is in (procedure.ts). */
const ATTACK_TEST_STEP = "attack";

const lowest = (): number => 1;
const highest = (faces: number): number => faces;

const health: Harm = (actor) => need(contestSystem(actor), `${actor.name} as a contest creature`).health.value;

/** The Strike paid its weapon's AP (the Longsword: "Strike ⟐", 1). */
const strikePaid: SkirmishStep = {
  id: "strikePaid",
  labelKey: `${STEP}.strikePaid`,
  run(s) {
    expectEqual("the attacker's AP after the Strike", AP_PER_ROUND - 1, poolOf(s, "attacker", "ap").value);
    return Promise.resolve();
  },
};

/** The target chooses Dodge and pays the Defend; every die 1: the defense test fails, the row still waits. */
const dodge: SkirmishStep = {
  id: "dodge",
  labelKey: `${STEP}.dodge`,
  async run(s) {
    s.dice.set(lowest);
    await pressCardButton(s, { action: "step", step: DEFENSE_STEP_ID, choice: "dodge" });
    s.dice.set(undefined);
    expectEqual("the defense's status", "rolled", targetRow(s).defense.status);
    expectEqual("the outcome before the Strike test", "pending", targetRow(s).outcome);
    expectEqual("the target's AP after the Defend", AP_PER_ROUND - 1, poolOf(s, "target", "ap").value);
  },
};

/** Every die 20: the Strike test passes against a failed defense, a critical win: the Strike hits. */
const strikeTest: SkirmishStep = {
  id: "strikeTest",
  labelKey: `${STEP}.strikeTest`,
  async run(s) {
    s.dice.set(highest);
    await pressCardButton(s, { action: "step", step: ATTACK_TEST_STEP });
    s.dice.set(undefined);
    expectEqual("the outcome after the Strike test", "hit", targetRow(s).outcome);
  },
};

/**
 * "The winner can also perform a maneuver": a Push ("must pass an Athletics test, or be pushed back 1m"); every die 1,
 * the target fails and the GM moves its token one space straight away from the attacker (canvas/push.ts).
 */
const push: SkirmishStep = {
  id: "push",
  labelKey: `${STEP}.push`,
  async run(s) {
    const token = need(s.tokens, "the tokens").target;
    const from = token.x;
    s.dice.set(lowest);
    await pressCardButton(s, { action: "step", step: MANEUVER_STEP_ID, choice: "push" });
    s.dice.set(undefined);
    expectEqual("the target's token after the Push", from + (token.parent?.grid.size ?? 0), token.x);
    // The target's Athletics test is on its check card (decision 136).
    expectEqual("the Athletics test's card", "check", game.messages.contents.at(-1)?.type);
  },
};

export const CONTEST_SELF_CHECK: SelfCheckRoom = {
  // The compendium's Classical Knight with its Longsword against its Forest Bandit.
  attacker: { id: CLASSICAL_KNIGHT, weapon: "Longsword" },
  target: { id: "ntEW02P15ulT34mT" },
  encounter: [
    apAtRoundStart,
    freeActionOnce,
    attackStep(`${STEP}.declare`, lowest, "pending"),
    strikePaid,
    dodge,
    strikeTest,
    disarmOffered,
    push,
    applyStep(`${STEP}.apply`, health, highest),
    undoStep(`${STEP}.undo`, health),
    feintBoon,
    spellDefenses,
    wardGiven,
    opportunityOffered,
    useMagicAfterOpportunity,
    surprisedCannotReact,
    reactionsShortfall,
  ],
  afterRound: [
    apRefilled,
    tokenWalk,
    drawStow,
    grappleContest,
    castProvokes,
    fallUnprovoked,
    searchTest,
    releaseGrapple,
    useMagicReaction,
    flankedFromCanvas(CLASSICAL_KNIGHT),
    unawareTarget,
    strikeStyle,
    styleXp,
    surpriseContest,
  ],
};
