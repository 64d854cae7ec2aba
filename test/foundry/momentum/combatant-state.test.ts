import { describe, expect, it } from "vitest";
import {
  fromMomentumState,
  toMomentumState,
  type MomentumEconomyData,
} from "../../../module/foundry/rulesets/momentum/combat/state.ts";

const stored: MomentumEconomyData = {
  ap: 1,
  rp: 2,
  movement: 3,
  attacks: 1,
  freeInteraction: 1,
  apSpentThisTurn: 2,
  rpSpentThisRound: 0,
  held: { action: null, trigger: "", ap: 0, round: 0, item: "", ally: "" },
  lean: { dx: 0, dy: 0 },
};

describe("momentum combatant data ↔ engine state", () => {
  it("pools, the free interaction and what was spent round-trip", () => {
    const state = toMomentumState("c1", stored);
    expect(state).toEqual({
      id: "c1",
      economy: { pools: { ap: 1, rp: 2, movement: 3, attacks: 1 }, uses: { freeInteraction: 1 } },
      apSpentThisTurn: 2,
      rpSpentThisRound: 0,
    });
    expect(fromMomentumState(state)).toEqual(stored);
  });

  it("a held action with its trigger round-trips; none is stored as a blank action", () => {
    const held = {
      ...stored,
      held: { action: "attack", trigger: "the first enemy in range", ap: 2, round: 3, item: "", ally: "" },
    } as const;
    const state = toMomentumState("c1", held);
    expect(state.heldAction).toEqual({ action: "attack", trigger: "the first enemy in range", ap: 2, round: 3 });
    expect(fromMomentumState(state)).toEqual(held);
    expect(toMomentumState("c1", { ...stored, freeInteraction: 0 }).economy.uses).toEqual({});
  });

  it("a held Use Item's consumable round-trips; blank is none (decision 126)", () => {
    const held = {
      ...stored,
      held: { action: "useItem", trigger: "when I bleed", ap: 3, round: 1, item: "stim", ally: "" },
    } as const;
    expect(toMomentumState("c1", held).heldAction?.item).toBe("stim");
    expect(fromMomentumState(toMomentumState("c1", held))).toEqual(held);
  });

  it("a held Switch Places' ally round-trips; blank is none (decision 154)", () => {
    const held = {
      ...stored,
      held: { action: "switchPlaces", trigger: "when the archer aims", ap: 1, round: 1, item: "", ally: "brute" },
    } as const;
    expect(toMomentumState("c1", held).heldAction?.ally).toBe("brute");
    expect(fromMomentumState(toMomentumState("c1", held))).toEqual(held);
  });

  it('"lean towards a space next to you": the step round-trips; (0, 0) is no lean (decision 125)', () => {
    const leaning = { ...stored, lean: { dx: 1, dy: -1 } };
    const state = toMomentumState("c1", leaning);
    expect(state.lean).toEqual({ dx: 1, dy: -1 });
    expect(fromMomentumState(state)).toEqual(leaning);
    expect(toMomentumState("c1", stored).lean).toBeUndefined();
  });
});
