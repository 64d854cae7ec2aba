/**
 * The Advanced Actions' contests from the sheet's Actions section (seed 002, "Advanced Actions"), on the strict fake
 * with a scene: a click takes the user's first target's combatant as the contest's target and goes through the GM
 * (`fray.combatAct`), which pays the AP, rolls and posts an opposed card; Hide rolls against every enemy (the
 * tokens of another disposition). Vera (Alice's, friendly) stands next to the Brute (Bob's, hostile) on 1 m squares.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { isContestAction, takeContest } from "../../../module/foundry/rulesets/momentum/combat/contest-take.ts";
import { actionsContext } from "../../../module/foundry/rulesets/momentum/sheets/actions-context.ts";
import { sheetCombat } from "../../../module/foundry/rulesets/momentum/sheets/from-documents.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeTargetableToken,
  type FakeSceneDocument,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { HOSTILE, momentumYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeContest>[0];
const adapter = (a: FakeActor) => a as unknown as AdapterActor;
const i18n = englishLocalizer();

let w: MomentumWorld;
let combat: FakeCombat;
let bruteToken: FakeSceneToken;
let scene: FakeSceneDocument;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, scene, bruteToken } = await momentumYard());
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

/** Alice targets the Brute's token and clicks `action` on Vera's sheet, the d20s showing `faces`. */
async function aliceClicks(action: string, faces: readonly number[], target = true): Promise<void> {
  w.as(w.alice);
  w.alice.targets.clear();
  if (target) new FakeTargetableToken(bruteToken).setTarget(true, { user: w.alice });
  w.dice(...faces);
  await takeContest(adapter(w.vera), action);
}

const veraAp = () => systemOf(combatantOf(combat, w.vera)).ap;
/** The newest opposed card's face, as every user's client shows it (chat/opposed-card/). */
const lastText = () => contestFace([...w.messages.values()].at(-1));

describe("the Advanced Actions' contests from the sheet", () => {
  it("the sheet plays the contests, Hide, Shake Off, Break Free and Stabilize through the GM; Command and the rest as spends", () => {
    const played = ["blind", "breakFree", "climb", "disarm", "grab", "hide", "shakeOff", "shove", "stabilize", "trip"];
    const rows = actionsContext(i18n, w.vera.id, sheetCombat(adapter(w.vera))).rows.map((r) => r.id);
    expect(rows.filter(isContestAction).sort()).toEqual(played);
    expect(isContestAction("command")).toBe(false);
  });

  it('"Trip | 2 | … a target within 1 m of you": the targeted Brute is knocked Prone, 2 AP paid, one message', async () => {
    const before = w.messages.size;
    await aliceClicks("trip", [15, 5]);
    expect(w.brute.statuses.has("prone")).toBe(true);
    expect(veraAp()).toBe(1);
    expect(w.messages.size).toBe(before + 1);
    expect(lastText()).toContain("Brute is knocked Prone.");
  });

  it("no target: the click says to target one, nothing is paid or rolled", async () => {
    const before = w.messages.size;
    await aliceClicks("grab", [], false);
    expect(w.warnings.at(-1)).toBe("Target the creature you try this on: one token of this combat.");
    expect(veraAp()).toBe(3);
    expect(w.messages.size).toBe(before);
  });

  it("the row of an unaffordable contest is disabled with the shortfall, as the GM's spend refuses it", async () => {
    await aliceClicks("trip", [15, 5]);
    const blind = actionsContext(i18n, w.vera.id, sheetCombat(adapter(w.vera))).rows.find((r) => r.id === "blind");
    expect(blind).toMatchObject({ disabled: true, reason: "Not enough AP: needs 2, has 1 (1 short)." });
    await aliceClicks("blind", [20, 1]);
    expect(w.brute.statuses.has("blinded")).toBe(false);
    expect(veraAp()).toBe(1);
  });

  it('"You successfully hide if you beat their Perception Check with your Stealth Check": hidden from the Brute', async () => {
    // Stealth 0 + Dexterity Bonus 3 = 15 + 3 against the Brute's Perception 5 + 0.
    await aliceClicks("hide", [15, 5], false);
    expect(w.vera.statuses.has("hidden")).toBe(true);
    expect(veraAp()).toBe(1);
    expect(lastText()).toContain("Vera: Stealth check Total 18");
    expect(lastText()).toContain("Brute: Perception check Total 5");
    expect(lastText()).toContain("Vera wins");
    expect(lastText()).toContain("Vera is hidden from Brute.");
  });

  it("a Stealth check that does not beat the Perception (a tie is the observer's) leaves Vera in sight; 2 AP paid", async () => {
    await aliceClicks("hide", [2, 5], false);
    expect(w.vera.statuses.has("hidden")).toBe(false);
    expect(veraAp()).toBe(1);
    expect(lastText()).toContain("Vera stays in sight of every enemy.");
  });
});

/** A third creature, Carl (a momentum NPC like the Brute, Vitality 20), standing at `x` on the row. */
async function carlAt(x: number): Promise<FakeActor> {
  w.as(w.gm);
  const carl = w.createActor({
    name: "Carl",
    type: "momentum-npc",
    ownership: { default: 0 },
    system: { vitality: { value: 20, max: 20 } },
  });
  await scene.createEmbeddedDocuments("Token", [{ actorId: carl.id, x, y: 0, actorLink: true, disposition: HOSTILE }]);
  return carl;
}

const vitality = (a: FakeActor) => (a.system as unknown as { vitality: { value: number } }).vitality.value;

describe("forced movement: a won Shove moves the target's token (the GM's client)", () => {
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  beforeEach(() => {
    vi.stubGlobal("document", { querySelectorAll: () => [] });
    return () => {
      vi.unstubAllGlobals();
    };
  });

  it('"move a target within 1 m of you up to 1 m": the Brute\'s token goes one square straight away from Vera', async () => {
    await aliceClicks("shove", [18, 1]);
    expect({ x: bruteToken.x, y: bruteToken.y }).toEqual({ x: 200, y: 0 });
    expect(lastText()).toContain("Brute is moved 1 m.");
  });

  it("a lost Shove moves nothing", async () => {
    await aliceClicks("shove", [1, 18]);
    expect(bruteToken.x).toBe(100);
  });

  it('"Moving a target into a space that is already occupied … On a failure, you deal physical damage – equal to the full distance": 1 to both, the Brute stopped', async () => {
    const carl = await carlAt(200);
    // Carl's Strength DR: 2 + 0 against Vera's DR Power (her Primary Stat, Strength 14): a failure.
    await aliceClicks("shove", [18, 1, 2]);
    expect(bruteToken.x).toBe(100);
    expect(lastText()).toContain("Strength DR 2 against DR Power 14");
    expect(lastText()).toContain("Brute is stopped before Carl: 1 Physical damage to both.");
    // 1 Physical against Carl's Armor 0 and the Brute's natural Armor 2 (floored at 0 by the pipeline).
    expect(vitality(carl)).toBe(19);
    expect(vitality(w.brute)).toBe(20);
  });

  it('"On a success, you only deal half as much damage": half of 1 m, rounded as the setting says', async () => {
    const carl = await carlAt(200);
    await aliceClicks("shove", [18, 1, 20]);
    expect(bruteToken.x).toBe(100);
    expect(lastText()).toContain("Strength DR 20 against DR Power 14");
    expect(vitality(carl)).toBe(20 - Number(/(\d+) Physical damage to both/.exec(lastText())?.[1]));
  });

  it("a wall that blocks movement stops the push where the target stands (decision 103)", async () => {
    w.as(w.gm);
    scene.addWall({ id: "wall000000000000", c: [200, 0, 200, 100], move: 20, sight: 20 });
    await aliceClicks("shove", [18, 1]);
    expect(bruteToken.x).toBe(100);
    expect(lastText()).toContain("A wall stops Brute.");
  });
});
