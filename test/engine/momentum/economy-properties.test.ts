import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BoundaryEvent } from "../../../module/engine/core/turns/boundary.ts";
import { takeAction } from "../../../module/engine/rulesets/momentum/economy/act.ts";
import { momentumAtBoundary } from "../../../module/engine/rulesets/momentum/economy/boundary.ts";
import { cinematicNM, startCinematic } from "../../../module/engine/rulesets/momentum/economy/cinematic.ts";
import { spendMovement } from "../../../module/engine/rulesets/momentum/economy/movement.ts";
import type { Pair } from "../../../module/engine/rulesets/momentum/economy/pay.ts";
import { effectiveBasicMovement } from "../../../module/engine/rulesets/momentum/economy/pools.ts";
import { type MomentumOptions } from "../../../module/engine/rulesets/momentum/options.ts";
import { MOMENTUM_ACTION_IDS } from "../../../module/engine/rulesets/momentum/tables/actions.ts";
import { combatant } from "./fixtures.ts";

import { anActor, event, options } from "./arbitraries.ts";

type Op =
  | {
      readonly kind: "action";
      readonly action: (typeof MOMENTUM_ACTION_IDS)[number];
      readonly own: boolean;
      readonly free: boolean;
    }
  | { readonly kind: "boundary"; readonly event: BoundaryEvent }
  | { readonly kind: "move"; readonly metres: number }
  | { readonly kind: "cinematic"; readonly burst: boolean; readonly reaction: boolean; readonly own: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant("action" as const),
    action: fc.constantFrom(...MOMENTUM_ACTION_IDS),
    own: fc.boolean(),
    free: fc.boolean(),
  }),
  fc.record({ kind: fc.constant("boundary" as const), event }),
  fc.record({ kind: fc.constant("move" as const), metres: fc.integer({ min: 0, max: 8 }) }),
  fc.record({
    kind: fc.constant("cinematic" as const),
    burst: fc.boolean(),
    reaction: fc.boolean(),
    own: fc.boolean(),
  }),
);

function step(p: Pair, o: Op, opts: MomentumOptions): { next: Pair; ok: boolean } {
  switch (o.kind) {
    case "action": {
      const r = takeAction(
        p.actor,
        p.combatant,
        { action: o.action, round: 1, ownTurn: o.own, free: o.free, handFree: true },
        opts,
      );
      return { next: r.state, ok: r.ok };
    }
    case "boundary": {
      const r = momentumAtBoundary(p.actor, p.combatant, o.event, opts);
      return { next: { actor: r.actor, combatant: r.combatant }, ok: true };
    }
    case "move": {
      const r = spendMovement(p, o.metres, true);
      return { next: r.state, ok: r.ok };
    }
    case "cinematic": {
      const kind = o.reaction ? ("reaction" as const) : ("action" as const);
      const r = startCinematic(p, { kind, role: "solo", burst: o.burst, ownTurn: o.own }, opts);
      return { next: r.state, ok: r.ok };
    }
  }
}

describe("momentum economy properties", () => {
  it("pools and Narrative Momentum never go negative, and a refused step changes nothing", () => {
    fc.assert(
      fc.property(anActor, fc.array(op, { maxLength: 25 }), options, (a, ops, opts) => {
        let p: Pair = { actor: a, combatant: combatant({}, "me") };
        for (const o of ops) {
          const { next, ok } = step(p, o, opts);
          if (!ok) expect(next).toEqual(p);
          for (const v of Object.values(next.combatant.economy.pools)) expect(v).toBeGreaterThanOrEqual(0);
          expect(next.actor.creature.narrativeMomentum).toBeGreaterThanOrEqual(0);
          p = next;
        }
      }),
    );
  });

  it("AP and movement reset exactly at the holder's own turn start, RP exactly at a round start", () => {
    fc.assert(
      fc.property(anActor, event, fc.nat(3), fc.nat(2), (a, e, ap, rp) => {
        const c = combatant({ ap, rp, movement: 1 }, "me");
        const r = momentumAtBoundary(a, c, e).combatant.economy.pools;
        const mine = e.kind !== "roundStart" && e.kind !== "roundEnd" && e.combatant === "me";
        if (e.kind === "turnStart" && mine) {
          expect(r["ap"]).toBe(3);
          expect(r["movement"]).toBe(effectiveBasicMovement(a));
        } else if (e.kind === "turnEnd" && mine) expect(r["ap"]).toBe(0);
        else expect(r["ap"]).toBe(ap);
        if (e.kind === "roundStart") expect(r["rp"]).toBeLessThanOrEqual(2);
        else expect(r["rp"]).toBe(rp);
      }),
    );
  });

  it("a Cinematic cost is never below 1 unless a feature allows it, and never above its base", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.nat(10), fc.boolean(), (burst, coop, reduction, below) => {
        const nm = cinematicNM({
          kind: "action",
          role: coop ? "lead" : "solo",
          burst,
          ownTurn: true,
          reduction,
          allowBelowOne: below,
        });
        expect(nm).toBeGreaterThanOrEqual(below ? 0 : 1);
        expect(nm).toBeLessThanOrEqual(burst ? 6 : 3);
      }),
    );
  });
});
