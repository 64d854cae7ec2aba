/**
 * A timed act started from the `wounds` sheet (reachability row 76; module/foundry/rulesets/wounds/combat/timed-act.ts,
 * docs/rules/wounds.md decision 196), relayed to the GM as `fray.sheetAct` by Alice for her Vera on the strict fake,
 * in a started combat of Vera (initiative 12, 7 AP at round start and at turn end) and Bob's Ogre (8). Seed 004: "If
 * an action has a time measured in rounds or minutes, then you spend all AP each round performing that action until
 * the specified number of rounds have passed, with each minute equaling 4 rounds."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSheetAct } from "../../../module/foundry/queries/sheet-act.ts";
import { timedActStarted } from "../../../module/foundry/rulesets/wounds/combat/self-check-timed.ts";
import { timedActRequest } from "../../../module/foundry/rulesets/wounds/combat/timed-rounds.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const start = (actor: FakeActor, rounds: number | string) =>
  requestSheetAct(asActor(actor), { ...timedActRequest(actor.uuid, 1), choice: String(rounds) });
const lastLine = (): string => [...w.messages.values()].at(-1)?.content ?? "";

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  await combat.startCombat();
  vera = fighter(combat, w.vera);
  w.as(w.alice);
});

describe('"you spend all AP each round performing that action until the specified number of rounds have passed"', () => {
  it("a 2-round act started on Vera's turn in round 1: all 7 AP now, done at the end of round 2", async () => {
    expect(await start(w.vera, 2)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 0, timed: { action: "timedAct", endsAtRound: 2 } });
    expect(lastLine()).toContain(
      "starts a timed act (rounds: 2): all AP now and at each turn start, done at the end of round 2",
    );
    w.as(w.gm);
    await combat.nextTurn(); // Vera's turn ends: +7
    await combat.nextTurn(); // round 2: +7, then Vera's turn starts and every AP goes to the act
    expect(combat.round).toBe(2);
    expect(stored(vera)).toMatchObject({ ap: 0, timed: { action: "timedAct" } });
    await combat.nextTurn();
    await combat.nextTurn(); // round 2 ends: the act is done
    expect(stored(vera)).toMatchObject({ timed: { action: "" } });
    expect(lastLine()).toContain("Timed act is paid and takes effect now");
  });

  it('"each minute equaling 4 rounds": the sheet\'s minute is 4 rounds, ending at the end of round 4', async () => {
    await start(w.vera, 4);
    expect(stored(vera)).toMatchObject({ timed: { endsAtRound: 4 } });
  });
});

describe("what the GM refuses (read from the documents, never from the request)", () => {
  it("rounds outside 1 … 40 or not a number: refused, nothing written", async () => {
    for (const rounds of [0, 41, "x2", "-1"]) expect(await start(w.vera, rounds), String(rounds)).toBe(false);
    expect(stored(vera)).toMatchObject({ ap: 7, timed: { action: "" } });
  });

  it("off its own turn: Bob's Ogre on Vera's turn is refused", async () => {
    w.as(w.bob);
    expect(await start(w.ogre, 2)).toBe(false);
    expect(w.warnings.at(-1)).toContain("own turn");
  });

  it("another's creature: Alice may not start one for Bob's Ogre (the relay's owner check)", async () => {
    expect(await start(w.ogre, 2)).toBe(false);
    expect(stored(fighter(combat, w.ogre))).toMatchObject({ timed: { action: "" } });
  });
});

describe("the self-check's timed-act step (combat/self-check-timed.ts)", () => {
  async function run(): Promise<void> {
    w.as(w.gm);
    await runWoundsStep(timedActStarted, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      combat: combat as never,
    });
  }

  it("passes on a world that plays the seed: Vera's 2-round act holds every AP until the end of round 2", async () => {
    await run();
    expect(stored(vera)).toMatchObject({ ap: 0, timed: { action: "timedAct", endsAtRound: 2 } });
  });

  it("fails when the act cannot be started (Vera dead: the dead take no actions)", async () => {
    w.as(w.gm);
    await w.vera.update({ system: { state: { dead: true } } });
    await expect(run()).rejects.toThrow(/the timed act started: expected true, got false/);
  });
});
