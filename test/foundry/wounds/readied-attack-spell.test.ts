/**
 * An attack spell readied and taken on its card (combat-room.ts `attackSpend`, combat/cast.ts `castOffItsCard`,
 * readied-weapon.ts, sheets/ready-click.ts; engine actions/cast.ts `castReadiedSpell`; rules page decisions 241–242),
 * through the attack flow and the `fray.spend` relay as Alice on the strict fake. Seed 004, Ready an Action: "Choose an
 * action. Until you take an action or reaction, you can take the chosen action as a reaction in response to any event";
 * Cast a Spell: "You release magical energy, activating the effect of a spell. Exactly how the spell takes effect …
 * [is] determined by the school of magic you use" — an attack spell takes effect as its attack, on its card. Vera (12,
 * race mana 6, Arcana 5) readies Mind Spike (5 AP, 2 mana) on her turn, then drops to 3; the Ogre (8) acts.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { readiedAttackChoices } from "../../../module/foundry/rulesets/wounds/sheets/ready-click.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const SPIKE = "mindspike0000000";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const mana = () => (w.vera.system as unknown as { mana: { value: number } }).mana.value;
const readied = () => w.vera.statuses.has("readied");

async function alice(action: string) {
  w.as(w.alice);
  const reply = await requestSpend(w.vera as never, { action });
  w.as(w.gm);
  return reply;
}

/** Vera readies Mind Spike on her turn (7 AP − 2, +7 at its end: 12), then the Ogre's turn, Vera at initiative 3. */
async function readiesSpike() {
  expect(await alice(`ready:castSpell:${SPIKE}`)).toEqual({ ok: true });
  expect([stored(vera).readied, stored(vera).ap, mana()]).toEqual([`castSpell:${SPIKE}`, 5, 6]);
  await combat.nextTurn();
  await vera.update({ initiative: 3 });
}

/** Alice's readied Mind Spike on the Ogre as the sheet's Readied row opens it (skipping the dialog): the card, if any. */
async function readiedSpike() {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  const before = w.messages.size;
  await rollAttack(w.vera as never, SPIKE, { skipDialog: true, choices: readiedAttackChoices("castSpell") });
  w.as(w.gm);
  return w.messages.size > before ? [...w.messages.values()].filter((m) => m.type === "attack").at(-1) : undefined;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({
    system: { raceMana: 6, mana: { value: 6 }, skills: [{ skill: "Arcana", specialization: "", rank: 5 }] },
  });
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: SPIKE,
      name: "Mind Spike",
      type: "wounds-ability",
      system: { kind: "spell", school: "Enchantment", ap: 5, mana: 2, manaUse: "spend", damage: 3, attack: true },
    },
  ]);
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

describe("an attack spell readied is taken on its card (decision 241)", () => {
  it("readied off her turn: its card, the spell's 5 AP and 2 mana as the readied reaction, no −2, Readied used up", async () => {
    await readiesSpike();
    const card = await readiedSpike();
    expect(card).toBeDefined();
    expect([stored(vera).ap, mana(), vera.initiative, readied()]).toEqual([7, 4, 3, false]);
    // The card is the attack: its roll is the attacker's step, as a cast on her turn.
    expect(await askStep("attack", w.vera as never, card?.id ?? "", "t0", "roll")).toEqual({ ok: true });
    // "Until you take an action or reaction": a second readied cast finds no Readied; no card, nothing paid.
    expect(await readiedSpike()).toBeUndefined();
    expect([stored(vera).ap, mana()]).toEqual([7, 4]);
  });

  it("no longer castable when taken (short of mana, or the spell gone): no card, nothing paid, Readied kept", async () => {
    await readiesSpike();
    await w.vera.update({ system: { mana: { value: 1 } } });
    expect(await readiedSpike()).toBeUndefined();
    expect([stored(vera).ap, mana(), readied()]).toEqual([12, 1, true]);
    await w.vera.deleteEmbeddedDocuments("Item", [SPIKE]);
    expect(await alice(`readied:castSpell:${SPIKE}`)).toMatchObject({ ok: false });
    expect([stored(vera).ap, readied()]).toEqual([12, true]);
  });

  it("forged: the readied cast as a plain spend, without its card, is refused (decision 242); nothing paid", async () => {
    await readiesSpike();
    expect(await alice(`readied:castSpell:${SPIKE}`)).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.castByItsCard",
      data: { spell: "Mind Spike" },
    });
    expect([stored(vera).ap, mana(), readied()]).toEqual([12, 6, true]);
  });
});
