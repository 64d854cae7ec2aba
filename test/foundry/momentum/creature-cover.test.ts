/**
 * Creature cover by size on the canvas (rules page decision 138; rows 36 and 106 of the reachability table). Seed
 * 002: "Standing behind a creature of the same size category or bigger also gives you half cover", and Taking Cover:
 * "You also no longer grant half-cover to creatures of the same size category until your next turn". Vera (medium,
 * square 0, 0) shoots the Brute (square 4, 0) with a bow; Carl stands on square 2, 0, across every sight line.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { sceneSituationFor } from "../../../module/foundry/canvas/situate.ts";
import { MOMENTUM_COMBAT_ROOM } from "../../../module/foundry/rulesets/momentum/combat-room.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { HOSTILE, momentumYard } from "./yard-fixture.ts";

type Situated = Parameters<typeof sceneSituationFor>;
const BOW = "bow0000000000000";

let w: MomentumWorld;
let bruteToken: FakeSceneToken;

/** Carl, of `size`, placed between the two. */
let place: (size: string) => Promise<FakeActor>;

beforeEach(async () => {
  // The token-move preview reads the page's open previews (canvas/preview.ts); no page here.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  const yard = await momentumYard();
  ({ w, bruteToken } = yard);
  w.as(w.gm);
  await bruteToken.update({ x: 400, y: 0 });
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: BOW,
      name: "Bow",
      type: "momentum-weapon",
      system: { reach: "ranged", range: 30, primary: "dexterity", secondary: "strength" },
    },
  ]);
  place = async (size) => {
    const carl = w.createActor({ name: "Carl", type: "momentum-npc", ownership: { default: 0 }, system: { size } });
    await yard.scene.createEmbeddedDocuments("Token", [
      { actorId: carl.id, x: 200, y: 0, actorLink: true, disposition: HOSTILE },
    ]);
    return carl;
  };
  return () => {
    vi.unstubAllGlobals();
  };
}, 30_000);

/** Vera's bow on the Brute, as the roll dialog reads the canvas. */
const veraSees = () =>
  sceneSituationFor(
    "momentum",
    MOMENTUM_COMBAT_ROOM,
    { actor: w.vera, item: w.vera.items.get(BOW) } as unknown as Situated[2],
    { actor: w.brute, token: bruteToken } as unknown as Situated[3],
  );

describe("creature cover by size (decision 138)", () => {
  it('"Standing behind a creature of the same size category … also gives you half cover", the reason said', async () => {
    expect(veraSees()?.defaults["halfCover"]).toBeUndefined();
    await place("medium");
    const seen = veraSees();
    expect(seen?.defaults["halfCover"]).toBe(true);
    expect(seen?.reasons["halfCover"]).toEqual({
      key: "FRAY.Momentum.Modifier.reason.bodyCover",
      data: { name: "Brute", percent: 100 },
    });
  });

  it('"… or bigger": a large creature in front gives half cover', async () => {
    await place("large");
    expect(veraSees()?.defaults["halfCover"]).toBe(true);
  });

  it("a smaller creature in front gives no cover: the seed names the same size category or bigger", async () => {
    await place("small");
    const seen = veraSees();
    expect(seen?.defaults["halfCover"]).toBeUndefined();
    expect(seen?.refusal).toBeUndefined();
  });

  it('Taking Cover: "You also no longer grant half-cover to creatures of the same size category"', async () => {
    const carl = await place("medium");
    await carl.toggleStatusEffect("takingCover", { active: true });
    expect(veraSees()?.defaults["halfCover"]).toBeUndefined();
  });

  it("a bigger creature Taking Cover still covers a smaller one (only the same size category is freed)", async () => {
    const carl = await place("large");
    await carl.toggleStatusEffect("takingCover", { active: true });
    expect(veraSees()?.defaults["halfCover"]).toBe(true);
  });
});
