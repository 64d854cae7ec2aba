/**
 * Grapple from the sheet (seed 003, "Primary Actions"): "You use a free hand to hold your foe, prohibiting them from
 * moving. Make a skill contest with Athletics vs Athletics or Acrobatics (defender's choice)." On the strict fake with
 * a scene: Alice targets the Brute's token and clicks Kara's Grapple; the click goes through the GM
 * (`fray.combatAct`), which pays 1 AP, rolls Kara's Athletics (+2) against the Brute's better Acrobatics (+2, over
 * Athletics +1), with "*Size Matters" on the Brute's test, and leaves the Brute Grappled on a win. A Grappled
 * creature's Grapple is its escape (rules page decisions 39 and 95).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { contestWinProbability } from "../../../module/engine/rulesets/contest/dice/odds.ts";
import { planTest } from "../../../module/engine/rulesets/contest/dice/test.ts";
import { percentText } from "../../../module/foundry/applications/parts/hit-chance.ts";
import { takeFromSheet } from "../../../module/foundry/rulesets/contest/combat/sheet-take.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { FakeTargetableToken, type FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeFromSheet>[0];
const adapter = (a: FakeActor) => a as unknown as AdapterActor;

let w: ContestWorld;
let combat: FakeCombat;
let bruteToken: FakeSceneToken;
let karaToken: FakeSceneToken;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, bruteToken, karaToken } = await contestYard({ brute: { x: 100, y: 0 }, viewed: true }));
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

/** Alice targets the Brute's token and clicks Kara's Grapple, the d20s showing `faces` (Kara's first). */
async function aliceGrapples(faces: readonly number[], target = true): Promise<void> {
  w.as(w.alice);
  w.alice.targets.clear();
  if (target) new FakeTargetableToken(bruteToken).setTarget(true, { user: w.alice });
  w.dice(...faces);
  await takeFromSheet(adapter(w.kara), "grapple");
}

const karaAp = () => systemOf(combatantOf(combat, w.kara)).ap;
const lastText = () => contestFace([...w.messages.values()].at(-1));
const grappled = () => w.brute.statuses.has("grappled");

/** +2 against +2, no boon or bane: the engine's exact chance that the initiator wins (dice/odds.ts). */
const EVEN_CHANCE = contestWinProbability(
  planTest({ label: "Athletics", skill: { source: "Athletics", value: 2 } }),
  planTest({ label: "Acrobatics", skill: { source: "Acrobatics", value: 2 } }),
);

describe('"Grapple … Make a skill contest with Athletics vs Athletics or Acrobatics (defender\'s choice)"', () => {
  it("Kara's 17 (2 Successes) against the Brute's Acrobatics 7: only Kara passes, the Brute is Grappled; 1 AP paid", async () => {
    await aliceGrapples([15, 5]);
    expect(grappled()).toBe(true);
    expect(karaAp()).toBe(2);
    expect(lastText()).toBe(
      [
        "Kara — Grapple",
        "Kara: Athletics (Grapple) Total 17",
        "Successes: 2",
        "Brute: Acrobatics (resisting) Total 7",
        "Successes: 0",
        "Kara wins",
        "Only Kara passed.",
        `Kara's chance before the roll: ${percentText(EVEN_CHANCE)}%`,
        "Brute is Grappled by Kara.",
      ].join("\n"),
    );
  });

  it('"the resisting side wins ties": 1 Success each leaves the Brute free', async () => {
    await aliceGrapples([10, 10]);
    expect(grappled()).toBe(false);
    expect(lastText()).toContain("Brute wins");
    expect(lastText()).toContain(
      "Both passed and Kara does not have more Successes: the resisting side wins ties.\nKara's chance",
    );
    expect(lastText()).toContain("Brute is not Grappled.");
  });

  it('"*Size Matters": a large Brute (one size larger) resists with a boon — the higher of two d20s', async () => {
    await w.brute.update({ system: { size: "large" } });
    await aliceGrapples([10, 3, 10]); // Kara 12: 1 Success; the Brute's 10 of (3, 10) + 2 = 12: 1 Success
    expect(grappled()).toBe(false);
    expect(lastText()).toContain("Brute: Acrobatics (resisting) Total 12\nSuccesses: 1");
  });

  it('"more than one size smaller … automatically fail": a tiny Brute rolls nothing and Kara\'s pass holds it', async () => {
    await w.brute.update({ system: { size: "tiny" } });
    await aliceGrapples([9]); // Kara 11: 1 Success
    expect(grappled()).toBe(true);
    expect(lastText()).toContain(
      "Brute: Acrobatics (resisting)\nFails without rolling (Size: more than one size smaller).\nKara wins\nOnly Kara passed.",
    );
    expect(lastText()).toContain("Brute is Grappled by Kara.");
  });

  it("without a target, nothing is paid or rolled", async () => {
    const messages = w.messages.size;
    await aliceGrapples([15, 5], false);
    expect(w.warnings.at(-1)).toBe("Target the foe you Grapple: a creature in this encounter.");
    expect(w.messages.size).toBe(messages);
    expect(karaAp()).toBe(3);
  });

  it("with no AP left the GM refuses it with the shortfall named, and rolls nothing", async () => {
    await combatantOf(combat, w.kara).update({ system: { ap: 0 } });
    await aliceGrapples([15, 5]);
    expect(grappled()).toBe(false);
    expect(w.warnings.at(-1)).toContain("needs 1, has 0");
  });
});

/** On the Brute's turn, Bob targets Kara's token and clicks the Grappled Brute's Grapple, the d20s showing `faces`. */
async function bobEscapes(faces: readonly number[]): Promise<void> {
  w.as(w.gm);
  await w.brute.toggleStatusEffect("grappled", { active: true });
  await combat.nextTurn();
  w.as(w.bob);
  w.bob.targets.clear();
  new FakeTargetableToken(karaToken).setTarget(true, { user: w.bob });
  w.dice(...faces);
  await takeFromSheet(adapter(w.brute), "grapple");
}

const bruteAp = () => systemOf(combatantOf(combat, w.brute)).ap;

describe("Escaping a grapple (decision 39): the Grappled creature's Grapple against the foe holding it", () => {
  it("the Brute's Acrobatics 17 (2 Successes) against Kara's Athletics 7: it breaks free, paying 1 AP", async () => {
    await bobEscapes([15, 5]);
    expect(grappled()).toBe(false);
    expect(bruteAp()).toBe(2);
    expect(lastText()).toContain("Brute — Escape a grapple");
    expect(lastText()).toContain("Brute: Acrobatics (escape) Total 17\nSuccesses: 2");
    expect(lastText()).toContain("Kara: Athletics (resisting) Total 7\nSuccesses: 0\nBrute wins\nOnly Brute passed.");
    expect(lastText()).toContain("Brute breaks free of Kara.");
    expect(w.kara.statuses.has("grappled")).toBe(false);
  });

  it('"the resisting side wins ties": 1 Success each and the Brute is still Grappled', async () => {
    await bobEscapes([10, 10]);
    expect(grappled()).toBe(true);
    expect(bruteAp()).toBe(2);
    expect(lastText()).toContain("Kara wins\nBoth passed and Brute does not have more Successes");
    expect(lastText()).toContain("Brute is still Grappled by Kara.");
  });
});
