/**
 * A spell that is no attack cast out of combat from the Actions section (mana/cast-out-of-combat.ts,
 * sheets/spell-casts.ts; rules page decision 223), on the strict fake. Seed 004: "All effects that use mana will either
 * require spending it or investing it. Spending mana reduces your current total … When you invest mana, your current
 * and maximum mana decrease by the same amount"; "If an action costs stamina, the stamina is spent when the action
 * takes effect". Mana is no round's economy: out of combat the cast pays it, its stamina at once, and no AP. Alice's
 * Vera (race mana 6), with no combat running.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { castSpellOutOfCombat } from "../../../module/foundry/rulesets/wounds/mana/cast-out-of-combat.ts";
import { actionsContext } from "../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import { spellCastOutOfCombat } from "../../../module/foundry/rulesets/wounds/mana/self-check-spells.ts";
import { toWoundsActor } from "../../../module/foundry/rulesets/wounds/sources.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { runWoundsStep } from "./run-step.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { FIREBOLT, SWORDSMAN } from "./sheets/fixtures.ts";
import { shownText } from "./shown-text.ts";
import { woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const LIGHT = "light00000000000";
const SKIN = "stoneskin0000000";
const BOLT = "firebolt00000000";
const HEX = "ogrehex000000000";

let w: WoundsWorld;

const spell = (id: string, name: string, system: Record<string, unknown>) => ({
  _id: id,
  name,
  type: "wounds-ability",
  system: { kind: "spell", school: "Abjuration", ...system },
});

const vitals = () => {
  const s = w.vera.system as unknown as {
    mana: { value: number; max: number };
    stamina: { value: number };
    fatigue: number;
    invested: { id: string }[];
  };
  return { mana: s.mana.value, max: s.mana.max, stamina: s.stamina.value, invested: s.invested.map((i) => i.id) };
};
const messages = () => w.messages.size;
const lastText = () => shownText([...w.messages.values()].at(-1));
/** Alice clicks the Cast button on Vera's sheet, from her own client. */
async function alice(itemId: string) {
  w.as(w.alice);
  const refusal = await castSpellOutOfCombat(w.vera as never, itemId);
  w.as(w.gm);
  return refusal;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({ system: { raceMana: 6, mana: { value: 6 } } });
  await w.vera.createEmbeddedDocuments("Item", [
    spell(LIGHT, "Light", { ap: 2, mana: 1, stamina: 2, description: "<p>A glow as bright as a torch.</p>" }),
    spell(SKIN, "Stone Skin", { ap: 6, mana: 4, manaUse: "invest", retrieve: "effectEnds" }),
    spell(BOLT, "Fire Bolt", { ap: 4, mana: 2, attack: true, damage: 4 }),
  ]);
  await w.ogre.createEmbeddedDocuments("Item", [spell(HEX, "Hex", { ap: 1, mana: 0 })]);
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

describe('out of combat "All effects that use mana will either require spending it or investing it"', () => {
  it("Light spends its 1 mana and its 2 stamina at once, no AP; the card says it takes effect, with its text", async () => {
    const before = vitals();
    expect(await alice(LIGHT)).toBeUndefined();
    expect(vitals()).toMatchObject({ mana: 5, stamina: before.stamina - 2 });
    expect(lastText()).toContain("Cast a Spell: Light: takes effect now");
    expect(lastText()).toContain("spends 1 mana");
    expect(lastText()).toContain("<p>A glow as bright as a torch.</p>");
  });

  it('Stone Skin invests 4: "your current and maximum mana decrease by the same amount"; a second cast is refused', async () => {
    expect(await alice(SKIN)).toBeUndefined();
    expect(vitals()).toMatchObject({ mana: 2, max: 2, invested: [SKIN] });
    const count = messages();
    expect(await alice(SKIN)).toEqual({ refused: "FRAY.Wounds.Refusal.alreadyInvested" });
    expect([vitals().mana, messages()]).toEqual([2, count]);
  });

  it("short of mana (decision 22) it is refused naming the shortfall, and nothing is paid or posted", async () => {
    await w.vera.update({ system: { mana: { value: 3 } } });
    const count = messages();
    expect(await alice(SKIN)).toMatchObject({ refused: "FRAY.Combat.shortfall", data: { need: 4, have: 3 } });
    expect([vitals().mana, vitals().invested, messages()]).toEqual([3, [], count]);
  });

  it("another creature's spell, an attack spell (cast on its attack row) or an unknown id is refused, nothing paid", async () => {
    for (const id of [HEX, BOLT, "nothing000000000"]) {
      expect(await alice(id)).toEqual({ refused: "FRAY.Wounds.Refusal.notASpell" });
    }
    expect(vitals().mana).toBe(6);
  });
});

describe("the sheet out of combat", () => {
  const i18n = englishLocalizer();
  const skin = {
    ...FIREBOLT,
    id: SKIN,
    name: "Stone Skin",
    system: { ...FIREBOLT.system, attack: false, ap: 6, mana: 4, manaUse: "invest" as const },
  };
  const castRows = (mana: number) =>
    actionsContext(i18n, "vera", null, DEFAULT_WOUNDS_OPTIONS, [FIREBOLT, skin], {
      caster: toWoundsActor({ ...SWORDSMAN, raceMana: 6, mana: { value: mana, max: 6 } }, []),
    }).rows.filter((r) => r.id.startsWith("castSpell:"));

  it("the Cast button is offered at its mana (no AP out of combat) while the other actions wait for a combat", () => {
    expect(castRows(6).map((r) => [r.id, r.costText, r.disabled])).toEqual([
      [`castSpell:${SKIN}`, "4 mana invested", false],
    ]);
  });

  it("short of mana the button says so, naming the shortfall", () => {
    expect(castRows(3).map((r) => [r.disabled, r.reason])).toEqual([
      [true, "Not enough Mana: needs 4, has 3 (1 short)."],
    ]);
  });
});

describe("the self-check's out-of-combat cast step (mana/self-check-spells.ts)", () => {
  it("passes on a world that plays the seed: the compendium's Bandit invests Ward's mana out of the fight, and is removed", async () => {
    installSelfCheckWorld(w);
    const scene = await FakeSceneDocument.create({
      name: "Cast",
      grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
    });
    const actors = w.actors.size;
    await runWoundsStep(spellCastOutOfCombat("YBdA77uYxLKvkyAN"), { scene: scene as never });
    expect(lastText()).toContain("Cast a Spell: Ward: takes effect now");
    expect(w.actors.size).toBe(actors);
  });
});
