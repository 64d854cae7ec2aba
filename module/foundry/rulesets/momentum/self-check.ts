/**
 * `momentum` steps of the in-world self-check: the attacker strikes with its weapon on its turn, the d20 showing 20
 * ("If you roll a natural 20 when you attack, you perform a critical hit": a hit whatever the Evasion, decision 6).
 * The card's attack took the Attack action ("Attack | 2"): 1 AP of 3 left and its one weapon attack used; a second
 * weapon attack is refused with the shortfall named. Damage dice high: Vitality drops; Undo restores it. The
 * combatants' Initiative is the engine's score, written again at the new round's start, which also gives both their
 * RP for the round and the acting one its 3 AP. An Ability's WP (decision 100): short of it, its use is refused with
 * the WP named; paid, it takes its AP and WP, and the card's Undo gives the WP back. In the new round the one acting
 * trips the other through the room's contest (decision 101), its d20 high and the other's low, then holds a Move
 * for a trigger with its last AP; on the other's turn the GM fires it through the prompt (decision 104).
 *
 * The two creatures are ids of the `momentum` monster compendium (packs/_source/momentum-monsters): the attacker
 * carries a melee weapon of that name.
 */
import { AP_PER_TURN, RP_PER_ROUND } from "../../../engine/rulesets/momentum/tables/actions.ts";
import type { Refusal } from "../../combat-room.ts";
import { SHORTFALL } from "../../combat/gm-override.ts";
import { roomOf } from "../../combat/rooms.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../constants.ts";
import { expectEqual, expectThat, need } from "../../self-check/expect.ts";
import type { SelfCheckRoom } from "../../self-check/room.ts";
import type { SkirmishStep } from "../../self-check/skirmish.ts";
import { applyStep, attackStep, undoStep, type Harm } from "../../self-check/steps/card.ts";
import { poolOf } from "../../self-check/steps/pools.ts";
import { useAbilityAction } from "./combat/ability-use.ts";
import { contestChoice } from "./combat/contest-choice.ts";
import { CONTEST_CONTROL } from "./combat/controls.ts";
import { HELD_REACTION } from "./combat/held-action.ts";
import { TRIGGER_FLAG } from "./combat/holdable.ts";
import { FIRE_HELD_CONTROL } from "./combat/held-prompt.ts";
import { HOLD_OPTION } from "./combat/options.ts";
import { momentumCombatantData } from "./combat/state.ts";
import { WEAPON_ATTACK } from "./combat/spend.ts";
import { deriveMomentum } from "./derive.ts";
import { actingAndOther, combatantOf } from "./self-check-fighters.ts";
import { creatureCoverStep, movementPathStep, switchPlacesStep } from "./self-check-battlefield.ts";
import { leanStep } from "./self-check-lean.ts";
import { redirectMissStep } from "./self-check-redirect.ts";
import { forcedMoveStep, jumpStep, maneuverStep, pushOnlyStep, pushUndoneStep } from "./self-check-forced.ts";
import { contestRevealsStep, hideStep } from "./self-check-hidden.ts";
import { actFirstStep, cinematicCheckStep } from "./self-check-cinematic.ts";
import { rollSkillCheck } from "./checks/roll-skill-check.ts";
import { heldTripStep } from "./self-check-held-trip.ts";
import { heldAbilityStep } from "./self-check-held-ability.ts";
import { heldSwitchStep } from "./self-check-held-switch.ts";
import { climbCarryStep, climbOntoStep, takeDroppedStep } from "./self-check-climb-disarm.ts";
import { breakFreeStep, movementStep, stabilizeStep, useItemStep } from "./self-check-table.ts";
import { momentumActorView } from "./documents.ts";

const STEP = `${I18N_ROOT}.Momentum.SelfCheck`;

/** Each die's highest face: a natural 20 on the attack, the most damage. */
const highest = (faces: number): number => faces;

const vitality: Harm = (actor) => {
  const source = need(momentumActorView(actor), `${actor.name} as a momentum creature`).source;
  return source.vitality.value + source.temporaryVitality;
};

/** Every combatant's Initiative is its score: "Your Instinct Stat times two plus …". */
const initiativeScores: SkirmishStep = {
  id: "initiativeScores",
  labelKey: `${STEP}.initiative`,
  run(s) {
    for (const who of ["attacker", "target"] as const) {
      const combatant = combatantOf(s, who);
      const view = need(combatant.actor ? momentumActorView(combatant.actor) : undefined, `the ${who}'s creature`);
      const score = deriveMomentum(view.source, view.gear, view.statuses).initiative;
      expectEqual(`the ${who}'s Initiative`, score, combatant.initiative);
    }
    return Promise.resolve();
  },
};

const apSpent: SkirmishStep = {
  id: "apSpent",
  labelKey: `${STEP}.apSpent`,
  run(s) {
    expectEqual("the attacker's AP after the Attack action", AP_PER_TURN - 2, poolOf(s, "attacker", "ap").value);
    return Promise.resolve();
  },
};

/** The GM's own spend, straight through the room: the refusal, not a notification. */
const secondAttackRefused: SkirmishStep = {
  id: "secondAttackRefused",
  labelKey: `${STEP}.shortfall`,
  async run(s) {
    const combatant = combatantOf(s, "attacker");
    const room = need(roomOf(combatant), "the momentum combat room");
    const refusal: Refusal | undefined = await room.spend(combatant, { action: WEAPON_ATTACK });
    expectEqual("a second weapon attack with 1 AP", SHORTFALL, refusal?.refused);
    expectEqual("the attacker's AP after the refusal", AP_PER_TURN - 2, poolOf(s, "attacker", "ap").value);
  },
};

const wpOf = (actor: Actor.Implementation): number =>
  need(momentumActorView(actor), `${actor.name} as a momentum creature`).source.wp.value;

/**
 * The attacker's first Ability with a WP cost (the Raider's Rage: 1 AP, 3 WP), used through the room with its last AP:
 * refused while it holds less WP, paid once it holds enough, and its WP given back by the card's Undo hook.
 */
const abilityWp: SkirmishStep = {
  id: "abilityWp",
  labelKey: `${STEP}.abilityWp`,
  async run(s) {
    const combatant = combatantOf(s, "attacker");
    const actor = need(combatant.actor, "the attacker");
    const room = need(roomOf(combatant), "the momentum combat room");
    const gear = need(momentumActorView(actor), "the attacker as a momentum creature").gear;
    const ability = need(
      gear.abilities.find((a) => a.data.wp > 0 && a.data.ap <= 1),
      "an Ability of at most 1 AP with a WP cost",
    );
    const action = useAbilityAction(ability.id);
    const wp = ability.data.wp;
    // A plain record, as every room's actor update: the registry types only the rooms it lists.
    const system = (value: number): Record<string, unknown> => ({ wp: { value } });
    await actor.update({ system: system(wp - 1) });
    const refusal = await room.spend(combatant, { action });
    expectEqual("an Ability with 1 WP too few", SHORTFALL, refusal?.refused);
    expectEqual("the attacker's AP after the refusal", AP_PER_TURN - 2, poolOf(s, "attacker", "ap").value);
    await actor.update({ system: system(wp) });
    expectEqual("the Ability paid", undefined, await room.spend(combatant, { action }));
    expectEqual("the attacker's WP after the Ability", 0, wpOf(actor));
    await need(room.attackUndone, "the room's Undo of what an attack paid")(combatant, ability.id);
    expectEqual("the attacker's WP after Undo", wp, wpOf(actor));
  },
};

const roundRefilled: SkirmishStep = {
  id: "roundRefilled",
  labelKey: `${STEP}.refilled`,
  run(s) {
    const combat = need(s.combat, "the combat");
    for (const who of ["attacker", "target"] as const) {
      expectEqual(`the ${who}'s RP at the new round`, RP_PER_ROUND, poolOf(s, who, "rp").value);
      const acting = combat.combatant?.id === combatantOf(s, who).id;
      expectEqual(`the ${who}'s AP at the new round`, acting ? AP_PER_TURN : 0, poolOf(s, who, "ap").value);
    }
    expectThat(combat.combatant !== null, "someone acts in the new round", combat.turn);
    return Promise.resolve();
  },
};

/** The first die shows its highest face, every later one a 1: the acting side of a contest wins it. */
function actorWinsDice(): (faces: number) => number {
  let rolled = 0;
  return (faces) => (rolled++ === 0 ? faces : 1);
}

/**
 * The Advanced Actions' contest (decision 101), as the sheet's Trip asks for it: the acting combatant tries to trip
 * the other through the room's `contest` control ("If you succeed on an Athletics or Raw Force check against the
 * target's Athletics or Nimbleness Check, you successfully knock them prone"), its d20 high, the other's low: the
 * other is Prone and the Trip's 2 AP are paid.
 */
const contestTrip: SkirmishStep = {
  id: "contestTrip",
  labelKey: `${STEP}.contest`,
  async run(s) {
    const { acting, other, who } = actingAndOther(s);
    const room = need(roomOf(acting), "the momentum combat room");
    s.dice.set(actorWinsDice());
    try {
      const args = { choice: contestChoice("trip", need(other.id, "the other combatant's id")) };
      expectEqual("the Trip's refusal", undefined, await room.act(acting, CONTEST_CONTROL.id, args));
    } finally {
      s.dice.set(undefined);
    }
    expectThat(other.actor?.statuses.has("prone") === true, "the tripped creature is Prone", other.actor?.statuses);
    expectEqual(`the ${who}'s AP after the Trip`, AP_PER_TURN - 2, poolOf(s, who, "ap").value);
  },
};

const heldAction = (combatant: Combatant.Implementation) =>
  need(momentumCombatantData(combatant), "a momentum combatant").held.action;

/**
 * A held action (decision 104), after the Trip: "a creature must spend the AP that the action would cost on their
 * turn and name a trigger". The one acting holds a Move (its last AP) for a trigger written on its actor; the GM
 * moves on to the other's turn ("no matter whose turn it is"), says the trigger happened (the `fireHeld` control's
 * prompt) and takes the prompt's spend for the holder: the hold is used, and a second take of it is refused.
 */
const heldMove: SkirmishStep = {
  id: "heldMove",
  labelKey: `${STEP}.held`,
  async run(s) {
    const combat = need(s.combat, "the combat");
    const holder = need(combat.combatant, "the acting combatant");
    const actor = need(holder.actor, "the holder's actor");
    const room = need(roomOf(holder), "the momentum combat room");
    await actor.update({ flags: { [SYSTEM_ID]: { [TRIGGER_FLAG]: "When the other turns its back" } } });
    expectEqual(
      "the hold's refusal",
      undefined,
      await room.spend(holder, { action: "move", options: { [HOLD_OPTION.id]: 1 } }),
    );
    expectEqual("the action held", "move", heldAction(holder));
    await combat.nextTurn();
    expectThat(combat.combatant?.id !== holder.id, "the other acts now", combat.combatant?.name);
    expectEqual("the GM's trigger", undefined, await room.act(holder, FIRE_HELD_CONTROL.id, {}));
    const prompt = need(game.messages.contents.at(-1)?.id, "the held action's prompt");
    const take = { action: `${HELD_REACTION}:${prompt}` };
    expectEqual("the held Move taken", undefined, await room.spend(holder, take));
    expectEqual("the hold after it fired", null, heldAction(holder));
    expectThat((await room.spend(holder, take)) !== undefined, "a second take of the prompt is refused", prompt);
  },
};

export const MOMENTUM_SELF_CHECK: SelfCheckRoom = {
  // The compendium's Barbarian Raider with its Greataxe (melee, 1 m) against its Town Guard.
  attacker: { id: "2gkTmsitt4wjB1N3", weapon: "Greataxe" },
  target: { id: "Lca3a03XGznpc3DE" },
  encounter: [
    initiativeScores,
    attackStep(`${STEP}.attack`, highest, "hit"),
    apSpent,
    secondAttackRefused,
    applyStep(`${STEP}.apply`, vitality, highest),
    undoStep(`${STEP}.undo`, vitality),
    abilityWp,
  ],
  afterRound: [
    { ...initiativeScores, id: "initiativeAgain" },
    roundRefilled,
    contestTrip,
    heldMove,
    stabilizeStep,
    breakFreeStep,
    movementStep,
    movementPathStep,
    jumpStep,
    maneuverStep,
    forcedMoveStep,
    pushUndoneStep,
    pushOnlyStep,
    useItemStep,
    leanStep,
    redirectMissStep,
    creatureCoverStep,
    switchPlacesStep,
    climbCarryStep,
    climbOntoStep,
    takeDroppedStep,
    hideStep,
    contestRevealsStep,
    cinematicCheckStep,
    actFirstStep,
    heldTripStep,
    heldSwitchStep,
    heldAbilityStep,
  ],
  // The sheet's Skill Check, before the encounter: a Raw Force Check against 10, rolled by its owner (decision 142).
  sheetCheck: (actor) => rollSkillCheck(actor, { skill: "rawForce", difficulty: 10 }),
};
