/**
 * `wounds` steps of the in-world self-check, around the shared ones (which create the encounter, roll initiative and
 * start it with the attacker to act):
 * - the attacker holds the Speed table's Round Start AP (combat/self-check-steps.ts);
 * - the GM marks the target Defending; the attacker declares a Standard Attack with its spear (4 AP paid, nothing
 *   rolled: "when targeted by an attack you can see, you may replace your melee and/or ranged defenses … or … gain a
 *   +2 bonus");
 * - the target's Defend choice (+2 to melee Defense) is taken on the card; the attack is rolled against it, the d20
 *   one below its maximum (a wild roll that does not explode): "If the attack roll equals or exceeds the target's
 *   Defense, then the attack hits";
 * - damage fills a wound slot ("Each time you receive a wound, fill one wound slot of that level") and Defend ends;
 *   Undo empties it again;
 * - an act costing more than the AP left is paid over turns and cancelled;
 * - a second Town Guard on the target's far side flanks it with the attacker: the roll dialog's Flanked row starts on
 *   (canvas/self-check-flanking.ts);
 * - after the new round the AP left carried over with both gains;
 * - the target steps away and back inside the spear's reach: the attacker is offered a Rebuff and takes it
 *   (combat/self-check-rebuff.ts);
 * - both Grappling, the target breaks away out of reach: the attacker is offered a Cling and takes it
 *   (combat/self-check-cling.ts);
 * - a second creature joins beside the target, the two Grappling; the attacker's next attack is Interposed by the
 *   target and meets that creature instead (combat/self-check-interpose.ts);
 * - on its turn the target declares a ranged attack within the spear's reach: the attacker is offered a Harry and
 *   takes it, the target Harried (combat/self-check-harry.ts);
 * - out of the fight, a Bandit with its stamina spent and a light wound takes a short rest from its sheet's button:
 *   half its stamina back and the light wound gone, posted in chat (rest/self-check-rest.ts); another Bandit's long
 *   rest tended by a third heals its moderate wound to light with the higher of the two checks; a fourth gives up a
 *   long rest interrupted after 30 minutes for two short rests' benefits;
 * - in an encounter of their own before the first round, the GM calls the target's surprise check: the attacker's
 *   Dex [Stealth/Hiding] wins and the target is marked Surprised, on one opposed card (combat/self-check-surprise.ts);
 * - out of the fight, a Bandit treats another Bandit's light wound from beside it with its sheet's Treat Wound,
 *   relayed as `fray.sheetAct`: the wound healed, posted in chat (healing/self-check-heal.ts); then it ends that
 *   Bandit's hobbled effect with Treat Condition, against the TN its cause stored;
 * - the GM's Ignore control makes the target ignore the attacker for flanking (combat/self-check-ignore.ts);
 * - on its turn the attacker treats its own light wound with fewer AP than Treat Wound costs: declared, paid over
 *   turns and rolled at its next turn start (healing/self-check-heal-turns.ts);
 * - last, on the attacker's turn, a walk past its movement pool and the target's walk without the higher initiative
 *   are refused; the attacker buys movement and the GM drags its token a space and back, each yard paid
 *   (combat/self-check-walk.ts); then it drops prone, is refused standing straight up, crouches and stands, each
 *   Change Posture paid and its status set (combat/self-check-posture.ts); then it Dashes twice, the second Dash's
 *   check raising its rate, and returns to the surface with its check, each taken as its sheet's Actions button does
 *   (checks/self-check-action-check.ts); then, set beside the target, both Grappling, it wins a Drag and its walk a
 *   space down and back carries the target along (combat/self-check-drag.ts);
 * - the attacker Creates an Opening against the target (its roll kept against the target's Rebuff), grapples it with
 *   bare hands (both Grappling), and a Cultist Adept casts Poison Spray at it against its Fortitude Defense
 *   (attack/self-check-attack-actions.ts), then Fire Bolt at the target Underwater, its damage halved; the target crouches behind a low wall, its cover one level higher; the attacker, Swimming, fails its footing
 *   check, sinks and misses; the target, Swimming, is wounded and sinks on its failed check, Undo taking it back;
 * - the attacker retrieves from a belt pouch, drinks a potion and shouts a Battle Cry past its stamina, each at its
 *   own cost (combat/self-check-item-acts.ts); it casts Light and Stone Skin, the second investing its mana until
 *   the attacker ends its effect (mana/self-check-spells.ts), and a Bandit out of the fight casts Ward, its mana
 *   invested out of combat too; it readies, and on the target's turn takes its readied Defend as the
 *   reaction (combat/self-check-readied.ts); last, its declared attack is interrupted by the target, its AP given
 *   back (combat/self-check-interrupt.ts); then, set beside the target, it mounts it and dismounts, its combatant
 *   recording the mount and the two sharing one turn meanwhile (mounted/self-check-mounted.ts); last, an Ogre stands
 *   over it, both Sharing a Space: a walk inside the Ogre's space costs double (combat/self-check-shared-space.ts).
 *
 * The two creatures are ids of the `wounds` monster compendium (packs/_source/wounds-monsters): the Town Guard with its
 * Spear (reach 2) against a Bandit.
 */
import { I18N_ROOT } from "../../constants.ts";
import { DECLARED_ATTACK_STEP_ID } from "../../procedure/steps/declared-attack-roll.ts";
import { expectEqual, need } from "../../self-check/expect.ts";
import type { SelfCheckRoom } from "../../self-check/room.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { applyStep, attackStep, pressCardButton, targetRow, undoStep, type Harm } from "../../self-check/steps/card.ts";
import { ROLL_CHOICE } from "./attack/attack-step.ts";
import { DEFEND_STEP_ID } from "./attack/plan.ts";
import { actAcrossTurns, actCanceled, apAtRoundStart, apCarriedOver } from "./combat/self-check-steps.ts";
import { clingOffered } from "./combat/self-check-cling.ts";
import { harryOffered } from "./combat/self-check-harry.ts";
import { ignoreSet } from "./combat/self-check-ignore.ts";
import { walkPaid } from "./combat/self-check-walk.ts";
import { difficultGroundWalked } from "./combat/self-check-ground.ts";
import { sharedSpaceLeft, sharedSpaceWalked } from "./combat/self-check-shared-space.ts";
import { postureChanged } from "./combat/self-check-posture.ts";
import {
  footingLostMisses,
  grappleTaken,
  lowWallCovers,
  openingKept,
  spellCast,
  woundFallEndsClimbing,
  fireHalvedUnderwater,
  woundFootingRolled,
} from "./attack/self-check-attack-actions.ts";
import { lightningSpreadsUnderwater } from "./attack/self-check-lightning.ts";
import { itemActsPaid } from "./combat/self-check-item-acts.ts";
import { spellCastOutOfCombat, spellsInvested } from "./mana/self-check-spells.ts";
import { readiedTaken } from "./combat/self-check-readied.ts";
import { readiedCheckTaken } from "./checks/self-check-readied-check.ts";
import { readiedPostureTaken } from "./combat/self-check-readied-posture.ts";
import {
  attackPaidAcrossTurns,
  readiedAttackSpellTaken,
  readiedAttackTaken,
} from "./combat/self-check-readied-attack.ts";
import { interruptCancels } from "./combat/self-check-interrupt.ts";
import { interposeOffered } from "./combat/self-check-interpose.ts";
import { rebuffOffered } from "./combat/self-check-rebuff.ts";
import { flankedFromCanvas } from "./canvas/self-check-flanking.ts";
import { interruptedRestTaken, restTaken, tendedRestTaken } from "./rest/self-check-rest.ts";
import { surpriseChecked } from "./combat/self-check-surprise.ts";
import { hobbleTreated, woundTreated } from "./healing/self-check-heal.ts";
import { healAcrossTurns } from "./healing/self-check-heal-turns.ts";
import { actionChecksRolled } from "./checks/self-check-action-check.ts";
import { dragCarried } from "./combat/self-check-drag.ts";
import { combatChecksRolled } from "./checks/self-check-combat-check.ts";
import { jumpRolled } from "./checks/self-check-jump.ts";
import { jumpDeclaredOverTurns, riderJumpSteersMount } from "./checks/self-check-jump-turns.ts";
import { riderSteersJumpLater } from "./mounted/self-check-steered-jump.ts";
import { landingRolled } from "./checks/self-check-landing.ts";
import { quickenedAct } from "./checks/self-check-quickly.ts";
import { timedActStarted } from "./combat/self-check-timed.ts";
import { mountRidden, mountWoundChecked } from "./mounted/self-check-mounted.ts";
import { woundsActorView } from "./documents.ts";
import { deriveWounds } from "./derive.ts";
import { woundsOptions } from "./rule-variants.ts";

const STEP = `${I18N_ROOT}.Wounds.SelfCheck`;

/** One below each die's maximum: a hit that does not explode (a wild roll rerolls its maximum). */
const belowMaximum = (faces: number): number => Math.max(1, faces - 1);

/** The open wound slots: each wound fills one, so damage lowers it and Undo gives it back. */
const openSlots: Harm = (actor) => {
  const view = need(woundsActorView(actor), `${actor.name} as a wounds creature`);
  const { woundGrid } = deriveWounds(view.source, view.gear, view.statuses, woundsOptions());
  return woundGrid.reduce((open, row) => open + Math.max(0, row.capacity - row.filled), 0);
};

/** The GM marks the target Defending, as after its Defend action (a status given by hand lasts until taken away). */
const targetDefends: SkirmishStep = {
  id: "targetDefends",
  labelKey: `${STEP}.targetDefends`,
  async run(s) {
    const { target } = need(s.actors, "the actors");
    await target.toggleStatusEffect("defending", { active: true });
    expectEqual("the target is Defending", true, target.statuses.has("defending"));
  },
};

/** The target's owner (the GM here) takes +2 to melee and ranged Defense on the card. */
const defendChoice: SkirmishStep = {
  id: "defendChoice",
  labelKey: `${STEP}.defendChoice`,
  async run(s) {
    await pressCardButton(s, { action: "step", step: DEFEND_STEP_ID, choice: "bonus" });
    const taken = (targetRow(s).taken ?? []).find((t) => t.stepId === DEFEND_STEP_ID);
    expectEqual("the Defend choice on the card", "bonus", taken?.choice);
  },
};

/** The GM rolls the declared attack on the card against the Defense the choice gave: a hit. */
const attackRoll: SkirmishStep = {
  id: "attackRoll",
  labelKey: `${STEP}.attackRoll`,
  async run(s) {
    s.dice.set(belowMaximum);
    await pressCardButton(s, { action: "step", step: DECLARED_ATTACK_STEP_ID, choice: ROLL_CHOICE });
    s.dice.set(undefined);
    expectEqual("the attack's outcome", "hit", targetRow(s).outcome);
  },
};

/** The compendium's Town Guard (its Spear reaches 2 yards). */
const TOWN_GUARD = "QD9KE1HFhJVjymzB";
/** The compendium's Bandit (a minion: one slot a level). */
const BANDIT = "YBdA77uYxLKvkyAN";

export const WOUNDS_SELF_CHECK: SelfCheckRoom = {
  // The compendium's Town Guard with its Spear (melee, reach 2) against its Bandit.
  attacker: { id: TOWN_GUARD, weapon: "Spear" },
  target: { id: BANDIT },
  encounter: [
    apAtRoundStart,
    targetDefends,
    attackStep(`${STEP}.declare`, belowMaximum, "pending"),
    defendChoice,
    attackRoll,
    applyStep(`${STEP}.apply`, openSlots, belowMaximum),
    undoStep(`${STEP}.undo`, openSlots),
    actAcrossTurns,
    actCanceled,
    flankedFromCanvas(TOWN_GUARD),
  ],
  afterRound: [
    apCarriedOver,
    rebuffOffered,
    clingOffered,
    interposeOffered(BANDIT),
    harryOffered,
    restTaken(BANDIT),
    tendedRestTaken(BANDIT),
    interruptedRestTaken(BANDIT),
    surpriseChecked,
    combatChecksRolled,
    jumpRolled,
    landingRolled,
    woundTreated(BANDIT),
    hobbleTreated(BANDIT),
    ignoreSet,
    healAcrossTurns,
    walkPaid,
    difficultGroundWalked,
    postureChanged,
    actionChecksRolled,
    dragCarried,
    openingKept,
    grappleTaken,
    spellCast,
    fireHalvedUnderwater,
    lightningSpreadsUnderwater,
    lowWallCovers,
    footingLostMisses,
    woundFootingRolled,
    woundFallEndsClimbing,
    itemActsPaid,
    spellsInvested,
    spellCastOutOfCombat(BANDIT),
    readiedTaken,
    readiedAttackTaken,
    readiedAttackSpellTaken,
    readiedCheckTaken,
    readiedPostureTaken,
    attackPaidAcrossTurns,
    interruptCancels,
    quickenedAct,
    jumpDeclaredOverTurns,
    timedActStarted,
    mountRidden,
    mountWoundChecked,
    riderJumpSteersMount,
    riderSteersJumpLater,
    sharedSpaceWalked,
    sharedSpaceLeft,
  ],
};
