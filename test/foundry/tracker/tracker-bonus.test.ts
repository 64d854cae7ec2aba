import { beforeEach, describe, expect, it } from "vitest";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight } from "../combat/fixture.ts";
import { rowNamed } from "./tracker-context.ts";

let w: LoopWorld;
let combat: FakeCombat;

beforeEach(async () => {
  ({ w, combat } = await bonusFight());
});

describe("the tracker's rows from a bonus combat on the fake runtime", () => {
  it("'Each round, all fighters act in order of their initiative roll': Aldo acts with 2 Actions, the Brute waits", async () => {
    const aldo = await rowNamed(combat, "Aldo");
    expect(aldo?.states.map((s) => s.text)).toEqual(["Acting"]);
    expect(aldo?.pools.map((p) => p.text)).toEqual(["2 of 2 Actions", "20 of 20 Vigor"]);
    const brute = await rowNamed(combat, "Brute");
    expect(brute?.states.map((s) => s.text)).toEqual(["Waiting"]);
    expect(brute?.pools.map((p) => p.text)).toEqual(["20 of 20 Vigor"]);
  });

  it("an attack spends Aldo's action; the Brute's Defense costs 5 Vigor and counts as this round's reaction", async () => {
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    w.dice(15, 5, 5);
    await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
    const card = [...w.messages.values()].at(-1);
    w.as(w.bob);
    w.dice(20, 10, 4);
    expect(await askStep("defense", w.brute as never, card?.id ?? "", "t0", "defend")).toEqual({ ok: true });
    w.as(w.gm);
    expect((await rowNamed(combat, "Aldo"))?.pools[0]?.text).toBe("1 of 2 Actions");
    const brute = await rowNamed(combat, "Brute");
    expect(brute?.pools.map((p) => p.text)).toEqual(["15 of 20 Vigor"]);
    expect(brute?.used).toEqual(["Reactions this round: 1"]);
  });

  it("after Aldo's turn he has acted and the Brute acts", async () => {
    await combat.nextTurn();
    expect((await rowNamed(combat, "Aldo"))?.states.map((s) => s.id)).toEqual(["acted"]);
    expect((await rowNamed(combat, "Brute"))?.states.map((s) => s.id)).toEqual(["acting"]);
  });
});
