/**
 * Flanking read from the tokens (rulesets/contest/canvas/flanking.ts, docs/rules/contest.md decision 142), as the
 * roll dialog's default with its reason. Seed 003: "When at least two allied characters have a foe in their reach
 * between them, such that one could draw a straight line and connect all three characters, the foe is flanked.
 * Fighting Style and Sorcery tests made to make a melee attack against a flanked foe gain a +2 bonus." A 1-m square
 * scene: Alice's Kara (friendly, longsword reach 1) west of Bob's Brute (hostile), and Alice's Sten (friendly,
 * spear) placed around the Brute per test.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { sceneSituationFor } from "../../../module/foundry/canvas/situate.ts";
import { CONTEST_COMBAT_ROOM } from "../../../module/foundry/rulesets/contest/combat-room.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { LONGSWORD, type ContestWorld } from "./world-fixture.ts";
import { contestSceneWorld, metreScene } from "./yard-fixture.ts";

const FRIENDLY = 1;
const NEUTRAL = 0;
const HOSTILE = -1;
const STEN_SPEAR = "stenspear0000000";

let w: ContestWorld;
let sten: FakeActor;

beforeEach(async () => {
  w = await contestSceneWorld();
  sten = w.createActor({
    name: "Sten",
    type: "contest-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { attributes: { strength: 1, agility: 1, perception: 1 }, health: { value: 20, max: 20 } },
    items: [
      {
        _id: STEN_SPEAR,
        name: "Spear",
        type: "contest-weapon",
        system: {
          delivery: "melee",
          damage: { count: 1, faces: 6, bonus: 0 },
          damageType: "piercing",
          reach: 2,
          equipped: true,
        },
      },
    ],
  });
});

interface Placed {
  readonly scene: FakeSceneDocument;
  readonly bruteId: string;
}

/** Kara at (0, 1), the Brute at (1, 1), Sten at `at` (in 1-m spaces) with `disposition`, hidden by the GM or not. */
async function place(at: { x: number; y: number }, disposition = FRIENDLY, hidden = false): Promise<Placed> {
  const scene = await metreScene("Yard");
  const [, brute] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.kara.id, x: 0, y: 100, actorLink: true, disposition: FRIENDLY },
    { actorId: w.brute.id, x: 100, y: 100, actorLink: true, disposition: HOSTILE },
    { actorId: sten.id, x: at.x * 100, y: at.y * 100, actorLink: true, disposition, hidden },
  ]);
  if (!brute) throw new Error("no Brute token");
  return { scene, bruteId: brute.id };
}

/** What the canvas tells Kara's roll dialog for her longsword against the Brute. */
function situation(placed: Placed) {
  const token = placed.scene.tokens.get(placed.bruteId);
  const sword = w.kara.items.get(LONGSWORD);
  if (!token || !sword) throw new Error("no target token or sword");
  return sceneSituationFor(
    "contest",
    CONTEST_COMBAT_ROOM,
    { actor: w.kara, item: sword } as never,
    { actor: w.brute, token } as never,
  );
}

describe('flanking from the canvas: "such that one could draw a straight line and connect all three characters, the foe is flanked"', () => {
  it("Kara and Sten on either side of the Brute, in a line: flanked by default, both named in the reason", async () => {
    const s = situation(await place({ x: 2, y: 1 }));
    expect(s?.defaults).toEqual({ flanked: true });
    expect(s?.reasons["flanked"]).toEqual({
      key: "FRAY.Contest.Refusal.Scene.flankedBy",
      data: { first: "Kara", second: "Sten" },
    });
  });

  it("Sten north of the Brute: no straight line through all three, not flanked", async () => {
    expect(situation(await place({ x: 1, y: 0 }))?.defaults).toEqual({});
  });

  it('"have a foe in their reach": Sten two metres off with a 2-m spear flanks; three metres off he does not', async () => {
    expect(situation(await place({ x: 3, y: 1 }))?.defaults).toEqual({ flanked: true });
    expect(situation(await place({ x: 4, y: 1 }))?.defaults).toEqual({});
  });

  it("without his spear Sten reaches only 1 m (decision 20): two metres off he does not flank", async () => {
    await sten.items.get(STEN_SPEAR)?.update({ system: { equipped: false } });
    expect(situation(await place({ x: 3, y: 1 }))?.defaults).toEqual({});
    expect(situation(await place({ x: 2, y: 1 }))?.defaults).toEqual({ flanked: true });
  });

  it('"two allied characters": a neutral Sten is not Kara\'s ally and does not flank with her', async () => {
    expect(situation(await place({ x: 2, y: 1 }, NEUTRAL))?.defaults).toEqual({});
  });

  it("a Sten the GM has hidden is not on the battlefield (decision 157): no flank, and his name is in no reason", async () => {
    const s = situation(await place({ x: 2, y: 1 }, FRIENDLY, true));
    expect(s?.defaults).toEqual({});
    expect(JSON.stringify(s?.reasons)).not.toContain("Sten");
  });

  it("an Incapacitated Sten (no actions) threatens nobody and does not flank", async () => {
    await sten.toggleStatusEffect("incapacitated", { active: true });
    expect(sten.statuses.has("incapacitated")).toBe(true);
    expect(situation(await place({ x: 2, y: 1 }))?.defaults).toEqual({});
  });

  it('"+2 bonus" by default, and the roll dialog can still untick it', async () => {
    const s = situation(await place({ x: 2, y: 1 }));
    const sword = w.kara.items.get(LONGSWORD);
    if (!sword || !s) throw new Error("no sword or situation");
    const plan = (choices: Record<string, boolean>) =>
      CONTEST_COMBAT_ROOM.planAttack(w.kara as never, sword as never, w.brute as never, choices, s);
    const on = plan({});
    const off = plan({ flanked: false });
    if ("refused" in on || "refused" in off) throw new Error("refused");
    const flat = (p: typeof on) => p.request.modifiers.reduce((sum, m) => sum + m.value, 0);
    expect(flat(on) - flat(off)).toBe(2);
    expect(on.hitChance).toBeGreaterThan(off.hitChance);
  });
});
