/**
 * Grapple: "You use a free hand to hold your foe, prohibiting them from moving. Make a skill contest with Athletics vs
 * Athletics or Acrobatics (defender's choice)." The grappler is the initiator of the contest (dice/contest.ts). The
 * excerpt has no escape rule: Fray lets the grappled character take the Grapple action against its grappler, its
 * Athletics or Acrobatics against the grappler's Athletics, and a win ends the grapple (docs/rules/contest.md).
 */
import { clearDirect } from "../../../core/conditions/mutate.ts";
import { applyCondition } from "../conditions.ts";
import type { ContestActor } from "../creature.ts";
import type { ContestResult } from "../dice/contest.ts";
import { DEFAULT_TEST_MECHANIC, type TestMechanic } from "../dice/mechanic.ts";
import type { TestPlan } from "../dice/test.ts";
import type { Checked } from "../refusal.ts";
import { isActive } from "../../../core/conditions/state.ts";
import type { GoverningAttribute } from "./attribute.ts";
import { skillTest } from "./skill-test.ts";

export const GRAPPLE_SOURCE_PREFIX = "Grapple: ";

export interface GrappleSide {
  readonly actor: ContestActor;
  readonly value: number;
  readonly attribute: GoverningAttribute;
}

export interface GrappleInput {
  readonly grappler: GrappleSide & { readonly freeHand: boolean };
  /** The defender's choice: "Athletics or Acrobatics". */
  readonly defender: GrappleSide & { readonly skill: "athletics" | "acrobatics" };
}

export interface ContestPlans {
  readonly initiator: TestPlan;
  readonly resister: TestPlan;
}

export function grappleTests(
  input: GrappleInput,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): Checked<ContestPlans> {
  if (!input.grappler.freeHand) {
    return { ok: false, reason: { code: "needsFreeHand", message: "Grappling needs a free hand." } };
  }
  const initiator = skillTest(
    {
      actor: input.grappler.actor,
      skill: "athletics",
      value: input.grappler.value,
      attribute: input.grappler.attribute,
      label: "Athletics (Grapple)",
    },
    mechanic,
  );
  const resister = skillTest(
    {
      actor: input.defender.actor,
      skill: input.defender.skill,
      value: input.defender.value,
      attribute: input.defender.attribute,
    },
    mechanic,
  );
  return { ok: true, value: { initiator, resister } };
}

/** The grappled creature's contest to break free: its choice of skill against the grappler's Athletics. */
export function escapeTests(
  escaper: GrappleSide & { readonly skill: "athletics" | "acrobatics" },
  grappler: GrappleSide,
  mechanic: TestMechanic = DEFAULT_TEST_MECHANIC,
): ContestPlans {
  return {
    initiator: skillTest({ ...escaper, label: "Escape grapple" }, mechanic),
    resister: skillTest(
      { actor: grappler.actor, skill: "athletics", value: grappler.value, attribute: grappler.attribute },
      mechanic,
    ),
  };
}

/** A won Grapple contest: the foe is Grappled, with the grappler as its source. */
export function applyGrapple(
  foe: ContestActor,
  foeId: string,
  grapplerId: string,
  contest: ContestResult,
  round: number,
): ContestActor {
  if (!contest.initiatorWins) return foe;
  const added = applyCondition(foe.conditions, "grappled", {
    source: `${GRAPPLE_SOURCE_PREFIX}${grapplerId}`,
    round,
    holder: foeId,
  });
  return { ...foe, conditions: added.state };
}

/** The grappler lets go (its Release ⟐, decision 132), or an escape contest was won: that grapple ends. */
export function releaseGrapple(foe: ContestActor, grapplerId: string): ContestActor {
  if (!isActive(foe.conditions, "grappled")) return foe;
  const cleared = clearDirect(foe.conditions, "grappled", `${GRAPPLE_SOURCE_PREFIX}${grapplerId}`);
  return cleared.ok ? { ...foe, conditions: cleared.state.state } : foe;
}
