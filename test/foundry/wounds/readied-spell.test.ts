/**
 * A spell readied and taken (combat/spend.ts, readied-weapon.ts, sheets/ready-rows.ts; engine actions/cast.ts
 * `castReadiedSpell`; rules page decision 230), through the `fray.spend` relay as Alice on the strict fake. Seed 004:
 * Ready an Action, "You prepare to take a specified action as soon as the opportunity presents itself. Choose an
 * action. Until you take an action or reaction, you can take the chosen action as a reaction in response to any
 * event"; Cast a Spell, "You release magical energy, activating the effect of a spell". Vera (12, race mana 6) readies
 * on her turn, then drops to 3; the Ogre (8) acts.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const LIGHT = "light00000000000";
const WARD = "ward000000000000";
const HEX = "ogrehex000000000";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const spell = (id: string, name: string, system: Record<string, unknown>) => ({
  _id: id,
  name,
  type: "wounds-ability",
  system: { kind: "spell", school: "Abjuration", ...system },
});
const mana = () => (w.vera.system as unknown as { mana: { value: number } }).mana.value;
const lastText = () => shownText([...w.messages.values()].at(-1));

async function alice(action: string) {
  w.as(w.alice);
  const reply = await requestSpend(w.vera as never, { action });
  w.as(w.gm);
  return reply;
}

/** Vera readies `choice` on her turn (7 AP − 2, +7 at its end: 12), then the Ogre's turn, Vera at initiative 3. */
async function readies(choice: string) {
  expect(await alice(`ready:${choice}`)).toEqual({ ok: true });
  expect([stored(vera).ap, mana()]).toEqual([5, 6]);
  await combat.nextTurn();
  await vera.update({ initiative: 3 });
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({ system: { raceMana: 6, mana: { value: 6 } } });
  await w.vera.createEmbeddedDocuments("Item", [
    spell(LIGHT, "Light", { ap: 2, mana: 1, description: "<p>A glow as bright as a torch.</p>" }),
    spell(WARD, "Ward", { ap: 3, mana: 1, manaUse: "invest" }),
  ]);
  await w.ogre.createEmbeddedDocuments("Item", [spell(HEX, "Hex", { ap: 1, mana: 0 })]);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

describe("a spell readied: its mana is the cast's, paid when it is taken (decision 230)", () => {
  it("readying Light pays Ready's 2 AP, no mana; taken off her turn: Light's 2 AP and 1 mana, no −2, its card, Readied used up", async () => {
    await readies(`castSpell:${LIGHT}`);
    expect(stored(vera).readied).toBe(`castSpell:${LIGHT}`);
    expect(await alice(`readied:castSpell:${LIGHT}`)).toEqual({ ok: true });
    expect([stored(vera).ap, mana(), vera.initiative, w.vera.statuses.has("readied")]).toEqual([10, 5, 3, false]);
    expect(lastText()).toContain("Light");
    // "Until you take an action or reaction": a second readied cast finds no Readied, and pays nothing.
    expect(await alice(`readied:castSpell:${LIGHT}`)).toMatchObject({ ok: false });
    expect([stored(vera).ap, mana()]).toEqual([10, 5]);
  });

  it("short of mana when taken, refused as any cast: nothing paid, Readied kept", async () => {
    await readies(`castSpell:${LIGHT}`);
    await w.vera.update({ system: { mana: { value: 0 } } });
    expect(await alice(`readied:castSpell:${LIGHT}`)).toMatchObject({ ok: false });
    expect([stored(vera).ap, mana(), w.vera.statuses.has("readied")]).toEqual([12, 0, true]);
  });

  it("forged: another of her spells than the one chosen, or the Ogre's spell, is refused and pays nothing", async () => {
    await readies(`castSpell:${LIGHT}`);
    expect(await alice(`readied:castSpell:${WARD}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.notChosen",
    });
    expect(await alice(`readied:castSpell:${HEX}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.unknownAction",
    });
    expect([stored(vera).ap, mana(), w.vera.statuses.has("readied")]).toEqual([12, 6, true]);
  });

  it("forged: readying the Ogre's spell is refused and pays nothing", async () => {
    expect(await alice(`ready:castSpell:${HEX}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.unknownAction",
    });
    expect([stored(vera).ap, w.vera.statuses.has("readied")]).toEqual([7, false]);
  });
});
