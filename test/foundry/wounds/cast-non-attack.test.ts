/**
 * A spell that is no attack, cast from the Actions section through the players' `fray.spend` relay, and its invested
 * mana ended from the sheet (sheets/spell-casts.ts, combat/spell-cast-chat.ts, mana/end-effect.ts; rules page
 * decisions 188–189), on the strict fake. Seed 004: "Action: Cast a Spell. You release magical energy, activating the
 * effect of a spell"; "All effects that use mana will either require spending it or investing it. Spending mana reduces
 * your current total … When you invest mana, your current and maximum mana decrease by the same amount until you
 * retrieve the invested mana"; "Usually, it is either returned as soon as the effect ends, or can be retrieved at your
 * option at the end of a long rest". Alice's Vera (initiative 12, 7 AP; race mana 6) acts first.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { endWoundsInvestment } from "../../../module/foundry/rulesets/wounds/mana/end-effect.ts";
import { actionsContext } from "../../../module/foundry/rulesets/wounds/sheets/actions-context.ts";
import { investedContext } from "../../../module/foundry/rulesets/wounds/sheets/invested-context.ts";
import { toWoundsActor } from "../../../module/foundry/rulesets/wounds/sources.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import type { FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { FIREBOLT, onTurn, SWORDSMAN } from "./sheets/fixtures.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const LIGHT = "light00000000000";
const SKIN = "stoneskin0000000";
const WARD = "ward000000000000";
const HEX = "ogrehex000000000";

let w: WoundsWorld;
let vera: FakeCombatant;

const spell = (id: string, name: string, system: Record<string, unknown>) => ({
  _id: id,
  name,
  type: "wounds-ability",
  system: { kind: "spell", school: "Abjuration", ...system },
});

const ap = () => stored(vera).ap;
/** The prepared data: the maximum is the engine's current maximum (after investment). */
const mana = () => {
  const s = w.vera.system as unknown as {
    mana: { value: number; max: number };
    invested: { id: string; amount: number; retrieve: string }[];
  };
  return { value: s.mana.value, max: s.mana.max, invested: s.invested.map((i) => `${i.id}:${i.amount}:${i.retrieve}`) };
};
const lastText = () => shownText([...w.messages.values()].at(-1));
/** Alice asks for Vera's act from her client (the `fray.spend` relay to the GM). */
async function alice(action: string) {
  w.as(w.alice);
  const reply = await requestSpend(w.vera as never, { action });
  w.as(w.gm);
  return reply;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({ system: { raceMana: 6, mana: { value: 6 } } });
  await w.vera.createEmbeddedDocuments("Item", [
    spell(LIGHT, "Light", { ap: 2, mana: 1, description: "<p>A glow as bright as a torch.</p>" }),
    spell(SKIN, "Stone Skin", { ap: 6, mana: 4, manaUse: "invest", retrieve: "effectEnds" }),
    spell(WARD, "Ward", { ap: 3, mana: 1, manaUse: "invest" }),
  ]);
  await w.ogre.createEmbeddedDocuments("Item", [spell(HEX, "Hex", { ap: 1, mana: 0 })]);
  const combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
  // The first world loads every module of the system: slow on a busy machine.
}, 30_000);

describe('Cast a Spell that is no attack: "You release magical energy, activating the effect of a spell"', () => {
  it('Light: its own 2 AP, "Spending mana reduces your current total" by 1, its text posted', async () => {
    expect(await alice(`castSpell:${LIGHT}`)).toEqual({ ok: true });
    expect([ap(), mana().value]).toEqual([5, 5]);
    expect(lastText()).toContain("Cast a Spell: Light: takes effect now");
    expect(lastText()).toContain("spends 1 mana");
    expect(lastText()).toContain("<p>A glow as bright as a torch.</p>");
  });

  it('"declare the action, spend all your current AP": Stone Skin (6 AP) with 3 AP is declared; its mana paid now', async () => {
    await vera.update({ system: { ap: 3 } });
    expect((await alice(`castSpell:${SKIN}`)).ok).toBe(true);
    expect([ap(), stored(vera).pending]).toMatchObject([0, { action: "castSpell", remaining: 3 }]);
    expect(mana()).toEqual({ value: 2, max: 2, invested: [`${SKIN}:4:effectEnds`] });
    expect(lastText()).toContain("Cast a Spell: Stone Skin: declared, paid over the next turns");
  });

  it("short of mana the cast is refused by name, before any AP is paid (decision 22)", async () => {
    await w.vera.update({ system: { mana: { value: 3 } } });
    expect(await alice(`castSpell:${SKIN}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Combat.shortfall",
      data: { need: 4, have: 3 },
    });
    expect([ap(), mana().value]).toEqual([7, 3]);
  });

  it("forged: another creature's spell, no spell at all, an unknown id: refused by the GM, nothing paid", async () => {
    for (const action of [`castSpell:${HEX}`, "castSpell", "castSpell:nosuchspell00000"]) {
      expect(await alice(action)).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.notASpell" });
    }
    expect([ap(), mana().value]).toEqual([7, 6]);
  });

  it("a replayed cast (its stamp used up) is refused: AP and mana paid once, one card", async () => {
    w.as(w.alice);
    const requestId = await stampRequest(w.vera as never, "spend");
    const payload = { combatId: vera.combat.id, combatantId: vera.id, action: `castSpell:${LIGHT}`, requestId };
    const cards = w.messages.size;
    expect(await w.gm.query("fray.spend", { ...payload, options: {} })).toEqual({ ok: true });
    expect((await w.gm.query("fray.spend", { ...payload, options: {} })) as { ok: boolean }).toMatchObject({
      ok: false,
    });
    w.as(w.gm);
    expect([ap(), mana().value, w.messages.size - cards]).toEqual([5, 5, 1]);
  });

  it("a cheaper cast cannot be asked: the GM pays what the spell says now (Light made 5 AP after the sheet drew it)", async () => {
    await w.vera.items.get(LIGHT)?.update({ system: { ap: 5 } });
    await alice(`castSpell:${LIGHT}`);
    expect(ap()).toBe(2);
  });
});

describe('"When you invest mana, your current and maximum mana decrease by the same amount"', () => {
  it("Stone Skin invests 4: mana 6 → 2, its maximum 6 → 2; the chat says it returns when the effect ends", async () => {
    await vera.update({ system: { ap: 14 } });
    expect((await alice(`castSpell:${SKIN}`)).ok).toBe(true);
    expect(mana()).toEqual({ value: 2, max: 2, invested: [`${SKIN}:4:effectEnds`] });
    expect(lastText()).toContain("invests 4 mana, returned when the effect ends");
  });

  it("a second Stone Skin while the first still holds its mana is refused (decision 189): nothing paid", async () => {
    await vera.update({ system: { ap: 14 } });
    await alice(`castSpell:${SKIN}`);
    expect(await alice(`castSpell:${SKIN}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.alreadyInvested",
    });
    expect([ap(), mana().value]).toEqual([8, 2]);
  });

  it('"returned as soon as the effect ends": Alice ends Stone Skin from the sheet, its 4 mana come back; a second click gives nothing', async () => {
    await vera.update({ system: { ap: 14 } });
    await alice(`castSpell:${SKIN}`);
    w.as(w.alice);
    expect(await endWoundsInvestment(w.vera as never, SKIN)).toBeUndefined();
    expect(mana()).toEqual({ value: 6, max: 6, invested: [] });
    expect(lastText()).toContain("Stone Skin ends: 4 mana returns");
    expect(await endWoundsInvestment(w.vera as never, SKIN)).toEqual({
      refused: "FRAY.Wounds.Refusal.unknownInvestment",
    });
    expect(mana().value).toBe(6);
  });

  it('"or can be retrieved at your option at the end of a long rest": Ward\'s mana is not returned by ending it', async () => {
    await alice(`castSpell:${WARD}`);
    expect(mana()).toEqual({ value: 5, max: 5, invested: [`${WARD}:1:longRest`] });
    w.as(w.alice);
    expect(await endWoundsInvestment(w.vera as never, WARD)).toEqual({
      refused: "FRAY.Wounds.Refusal.retrievedAtLongRest",
    });
    expect(mana().value).toBe(5);
  });
});

describe("the sheet", () => {
  const i18n = englishLocalizer();
  const light = {
    ...FIREBOLT,
    id: LIGHT,
    name: "Light",
    system: { ...FIREBOLT.system, attack: false, ap: 2, mana: 1 },
  };
  const skin = {
    ...FIREBOLT,
    id: SKIN,
    name: "Stone Skin",
    system: { ...FIREBOLT.system, attack: false, ap: 6, mana: 4, manaUse: "invest" as const },
  };
  const caster = (mana: number) =>
    onTurn(7, { actor: toWoundsActor({ ...SWORDSMAN, raceMana: 6, mana: { value: mana, max: 6 } }, []) });
  const castRows = (mana: number) =>
    actionsContext(i18n, "vera", caster(mana), DEFAULT_WOUNDS_OPTIONS, [FIREBOLT, light, skin]).rows.filter((r) =>
      r.id.startsWith("castSpell:"),
    );

  it("one Cast button per spell that is no attack (the attack spell is cast on its attack row), at its AP and mana", () => {
    expect(castRows(6).map((r) => [r.id, r.text, r.costText, r.disabled])).toEqual([
      [`castSpell:${LIGHT}`, "Cast a Spell: Light", "2 AP · 1 mana spent", false],
      [`castSpell:${SKIN}`, "Cast a Spell: Stone Skin", "6 AP · 4 mana invested", false],
    ]);
  });

  it("short of mana the button says so, naming the shortfall", () => {
    const skinRow = castRows(3)[1];
    expect([skinRow?.disabled, skinRow?.reason]).toEqual([true, "Not enough Mana: needs 4, has 3 (1 short)."]);
  });

  it("the Invested mana section: each investment, how it comes back, End effect only for one that ends", () => {
    const context = investedContext(i18n, [
      { id: SKIN, label: "Stone Skin", amount: 4, retrieve: "effectEnds" },
      { id: WARD, label: "Ward", amount: 1, retrieve: "longRest" },
    ]);
    expect(context.rows).toEqual([
      {
        id: SKIN,
        label: "Stone Skin",
        detail: "4 mana · When the effect ends",
        end: { text: "End effect", ariaLabel: "End effect: Stone Skin (4 mana returns)" },
      },
      { id: WARD, label: "Ward", detail: "1 mana · At the end of a long rest", end: null },
    ]);
  });
});
