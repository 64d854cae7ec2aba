/**
 * Flanking read from the tokens (rulesets/wounds/canvas/flanking.ts, docs/rules/wounds.md decisions 108–109), as the
 * roll dialog's default with its reason. A 1-yard square scene: Alice's Vera (friendly, longsword reach 1) west of
 * Bob's Ogre (hostile), and Alice's Sten (friendly, longsword) placed around the Ogre per test.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { sceneSituationFor } from "../../../module/foundry/canvas/situate.ts";
import { WOUNDS_COMBAT_ROOM } from "../../../module/foundry/rulesets/wounds/combat-room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const FRIENDLY = 1;
const NEUTRAL = 0;
const HOSTILE = -1;
const STEN_SWORD = "stensword0000000";

let w: WoundsWorld;
let sten: FakeActor;

beforeEach(async () => {
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  sten = w.createActor({
    name: "Sten",
    type: "wounds-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: {
      attributes: {
        strength: 2,
        dexterity: 1,
        speed: 1,
        vitality: 1,
        perception: 1,
        reason: 0,
        lore: 0,
        persona: 1,
      },
    },
    items: [
      {
        _id: STEN_SWORD,
        name: "Longsword",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Swords", accuracy: 1, damage: 3, reach: 1 },
      },
    ],
  });
});

interface Placed {
  readonly vera: { readonly id: string };
  readonly ogre: { readonly id: string };
  readonly sten: { readonly id: string };
  readonly scene: FakeSceneDocument;
}

/** Vera at (0, 1), the Ogre at (1, 1), Sten at `at` (in spaces) with `disposition`, hidden by the GM or not. */
async function place(at: { x: number; y: number }, disposition = FRIENDLY, hidden = false): Promise<Placed> {
  const scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [vera, ogre, stenAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 100, actorLink: true, disposition: FRIENDLY },
    { actorId: w.ogre.id, x: 100, y: 100, actorLink: true, disposition: HOSTILE },
    { actorId: sten.id, x: at.x * 100, y: at.y * 100, actorLink: true, disposition, hidden },
  ]);
  if (!vera || !ogre || !stenAt) throw new Error("no tokens");
  return { vera, ogre, sten: stenAt, scene };
}

/** What the canvas tells Vera's roll dialog against the Ogre. */
function situation(placed: Placed) {
  const token = placed.scene.tokens.get(placed.ogre.id);
  const sword = w.vera.items.get(LONGSWORD);
  if (!token || !sword) throw new Error("no target token or sword");
  return sceneSituationFor(
    "wounds",
    WOUNDS_COMBAT_ROOM,
    { actor: w.vera, item: sword } as never,
    {
      actor: w.ogre,
      token,
    } as never,
  );
}

/** A started combat of the three on the scene; returns it. */
async function fight(placed: Placed): Promise<FakeCombat> {
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: placed.vera.id, sceneId: placed.scene.id, initiative: 10 },
    { actorId: w.ogre.id, tokenId: placed.ogre.id, sceneId: placed.scene.id, initiative: 5 },
    { actorId: sten.id, tokenId: placed.sten.id, sceneId: placed.scene.id, initiative: 3 },
  ]);
  await combat.startCombat();
  return combat;
}

describe('flanking from the canvas: "at least a 120-degree separation between any two of the surrounding creatures from the center of the target\'s space"', () => {
  it('two hostile creatures 180° apart around the target: "that target becomes flanked", named in the reason', async () => {
    const s = situation(await place({ x: 2, y: 1 }));
    expect(s?.defaults).toEqual({ flanked: true });
    expect(s?.reasons["flanked"]).toEqual({
      key: "FRAY.Wounds.Flanking.flankedBy",
      data: { first: "Vera", second: "Sten" },
    });
  });

  it("90° apart (Sten north of the Ogre) is short of 120°: not flanked", async () => {
    expect(situation(await place({ x: 1, y: 0 }))?.defaults).toEqual({});
  });

  it("135° (Sten north-east) is flanked", async () => {
    expect(situation(await place({ x: 2, y: 0 }))?.defaults).toEqual({ flanked: true });
  });

  it('"hostile creatures": a neutral Sten does not flank', async () => {
    expect(situation(await place({ x: 2, y: 1 }, NEUTRAL))?.defaults).toEqual({});
  });

  it('"capable of attacking the target with their currently equipped weapons": Sten out of reach or unarmed does not flank', async () => {
    expect(situation(await place({ x: 3, y: 1 }))?.defaults).toEqual({});
    await sten.items.get(STEN_SWORD)?.update({ system: { equipped: false } });
    expect(situation(await place({ x: 2, y: 1 }))?.defaults).toEqual({});
  });

  it("a Sten the GM has hidden is not on the battlefield (decision 185): no flank, and his name is in no reason", async () => {
    const s = situation(await place({ x: 2, y: 1 }, FRIENDLY, true));
    expect(s?.defaults).toEqual({});
    expect(JSON.stringify(s?.reasons)).not.toContain("Sten");
  });

  it("a creature that cannot act (dead) does not flank", async () => {
    await sten.toggleStatusEffect("dead", { active: true });
    expect(situation(await place({ x: 2, y: 1 }))?.defaults).toEqual({});
  });

  it('"those creatures are ignored when determining whether or not you are flanked", and the ignored make rear attacks', async () => {
    const placed = await place({ x: 2, y: 1 });
    const combat = await fight(placed);
    const ogre = fighter(combat, w.ogre);
    await ogre.update({ system: { ignoring: [fighter(combat, sten).id] } });
    expect(situation(placed)?.defaults).toEqual({});
    await ogre.update({ system: { ignoring: [fighter(combat, w.vera).id] } });
    const s = situation(placed);
    expect(s?.defaults).toEqual({ rear: true });
    expect(s?.reasons["rear"]).toEqual({ key: "FRAY.Wounds.Flanking.ignored" });
  });

  it("the roll dialog still lets the GM override: flanked +2 by default, off when unchecked", async () => {
    const s = situation(await place({ x: 2, y: 1 }));
    const sword = w.vera.items.get(LONGSWORD);
    if (!sword || !s) throw new Error("no sword or situation");
    const plan = (choices: Record<string, boolean>) =>
      WOUNDS_COMBAT_ROOM.planAttack(w.vera as never, sword as never, w.ogre as never, choices, s);
    const on = plan({});
    const off = plan({ flanked: false });
    if ("refused" in on || "refused" in off) throw new Error("refused");
    // d20 − 5 against melee Defense 10: 30%; +2 flanked: 40%.
    expect(off.hitChance).toBeCloseTo(0.3, 6);
    expect(on.hitChance).toBeCloseTo(0.4, 6);
  });
});
