/**
 * The `contest` economy's steps of the in-world self-check, for the room's `selfCheck` once the room is registered:
 * after the shared steps created the encounter, rolled initiative and started it,
 * - both fighters hold 3 AP ("At the beginning of a each round, all characters gain 3 Action Points");
 * - the target's one free action is taken, and a second refused ("you can only take one free action per round");
 * - a surprised target's reaction is refused ("they can't take any actions or reactions"), Surprised then removed;
 * - the target's reactions spend what is left of its AP down to 0 ("A character can use up to 3 AP per round …
 *   actions and reactions"), the next is refused with the shortfall named, and the GM's override takes it with the
 *   AP at 0;
 * - after the shared step advanced the round, both hold 3 AP again, their free action back ("A character does not
 *   transfer unspent AP into the next round, those AP are simply lost").
 * The target pays, so the attacker keeps its AP and Attacks for the shared attack steps.
 */
import { AP_PER_ROUND } from "../../../../engine/rulesets/contest/economy/pools.ts";
import type { Refusal } from "../../../combat-room.ts";
import { SHORTFALL } from "../../../combat/gm-override.ts";
import { roomOf } from "../../../combat/rooms.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { expectEqual, need } from "../../../self-check/expect.ts";
import type { Fighters, Skirmish, SkirmishStep } from "../../../self-check/skirmish.ts";
import { poolOf } from "../../../self-check/steps/pools.ts";
import { contestStateOf } from "./actor.ts";
import { combatantOf as actorsCombatant } from "../../../self-check/steps/combatant-of.ts";

const STEP = `${I18N_ROOT}.Contest.SelfCheck`;
const FREE_ACTION_USED = `${I18N_ROOT}.Contest.Refusal.freeActionUsed`;
const CANNOT_REACT = `${I18N_ROOT}.Contest.Refusal.cannotReact`;
/** A reaction that answers no named trigger: "Manipulate. You interact with an object within touch". */
const REACTION = "manipulate";

/** The skirmish's attacker's or target's combatant. */
export function combatantOf(s: Skirmish, who: keyof Fighters<unknown>): Combatant.Implementation {
  const actor = need(s.actors, "the actors")[who];
  return actorsCombatant(s, actor, `the ${who}'s combatant`);
}

/** The GM's own spend, straight through the room: the refusal, not a notification. */
function spend(s: Skirmish, action: string, override = false): Promise<Refusal | undefined> {
  const combatant = combatantOf(s, "target");
  const room = need(roomOf(combatant), "the contest combat room");
  return room.spend(combatant, { action, ...(override ? { override } : {}) });
}

function freeActionUsed(s: Skirmish): boolean {
  const state = need(contestStateOf(combatantOf(s, "target")), "the target's contest state");
  return (state.economy.uses["freeAction"] ?? 0) > 0;
}

function fullAp(id: string, labelKey: string): SkirmishStep {
  return {
    id,
    labelKey,
    run(s) {
      for (const who of ["attacker", "target"] as const) {
        expectEqual(`the ${who}'s AP`, AP_PER_ROUND, poolOf(s, who, "ap").value);
      }
      expectEqual("the target's free action used", false, freeActionUsed(s));
      return Promise.resolve();
    },
  };
}

export const freeActionOnce: SkirmishStep = {
  id: "freeActionOnce",
  labelKey: `${STEP}.freeActionOnce`,
  async run(s) {
    expectEqual("the first free action", undefined, await spend(s, "freeAction"));
    expectEqual("a second free action", FREE_ACTION_USED, (await spend(s, "freeAction"))?.refused);
    expectEqual("the target's AP after free actions", AP_PER_ROUND, poolOf(s, "target", "ap").value);
  },
};

export const reactionsShortfall: SkirmishStep = {
  id: "reactionsShortfall",
  labelKey: `${STEP}.reactionsShortfall`,
  async run(s) {
    // Whatever the target has left (a Defend on the card may have paid 1 of its 3).
    const left = poolOf(s, "target", "ap").value;
    for (let i = 0; i < left; i += 1) expectEqual(`reaction ${String(i + 1)}`, undefined, await spend(s, REACTION));
    expectEqual("a reaction with 0 AP", SHORTFALL, (await spend(s, REACTION))?.refused);
    expectEqual("the GM's override", undefined, await spend(s, REACTION, true));
    expectEqual("the target's AP after the override", 0, poolOf(s, "target", "ap").value);
  },
};

/**
 * Surprised set from the token's status, as the GM may set it: "they can't take any actions or reactions" — the
 * target's reaction is refused by the economy room, nothing spent — then taken off again.
 */
export const surprisedCannotReact: SkirmishStep = {
  id: "surprisedCannotReact",
  labelKey: `${STEP}.surprisedCannotReact`,
  async run(s) {
    const target = need(s.actors, "the actors").target;
    const before = poolOf(s, "target", "ap").value;
    await target.toggleStatusEffect("surprised", { active: true });
    try {
      expectEqual("a surprised reaction", CANNOT_REACT, (await spend(s, REACTION))?.refused);
      expectEqual("the target's AP after the refusal", before, poolOf(s, "target", "ap").value);
    } finally {
      await target.toggleStatusEffect("surprised", { active: false });
    }
  },
};

export const apAtRoundStart = fullAp("apAtRoundStart", `${STEP}.apAtRoundStart`);
export const apRefilled = fullAp("apRefilled", `${STEP}.apRefilled`);

/** In the order the room plays them: the first three in the encounter, the last after the shared new round. */
export const CONTEST_ECONOMY_SELF_CHECK = {
  encounter: [apAtRoundStart, freeActionOnce, reactionsShortfall],
  afterRound: [apRefilled],
} as const satisfies Readonly<Record<string, readonly SkirmishStep[]>>;
