/**
 * Ready an Action keeps its choice, and a readied attack is its card (combat/readied.ts, readied-weapon.ts,
 * sheets/ready-rows.ts, ready-click.ts; engine economy/readied.ts; rules page decisions 211, 212, 230), through the
 * `fray.spend` relay as Alice on the strict fake. Seed 004, Ready an Action: "Choose an action. Until you take an action
 * or reaction, you can take the chosen action as a reaction in response to any event." Vera (12) readies on her turn,
 * then drops to 3 (an interrupt would be refused); the Ogre (8) acts.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { WOUNDS_COMBAT_ECONOMY } from "../../../module/foundry/rulesets/wounds/combat/room.ts";
import { readiedAttackChoices } from "../../../module/foundry/rulesets/wounds/sheets/ready-click.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fighter, LONGSWORD, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

const c = (x: FakeCombatant): Combatant.Implementation => x as unknown as Combatant.Implementation;

async function alice(action: string) {
  w.as(w.alice);
  const reply = await requestSpend(w.vera as never, { action });
  w.as(w.gm);
  return reply;
}

/** Vera readies `choice` on her turn (7 AP − 2, +7 at its end: 12), then the Ogre's turn, Vera at initiative 3. */
async function readies(choice: string) {
  expect(await alice(`ready:${choice}`)).toEqual({ ok: true });
  await combat.nextTurn();
  await vera.update({ initiative: 3 });
}

/** Alice's readied attack on the Ogre as the sheet's Readied row opens it (skipping the dialog): the card, if any. */
async function readiedAttack(action: "standardAttack" | "strongAttack") {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  const before = w.messages.size;
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true, choices: readiedAttackChoices(action) });
  w.as(w.gm);
  return w.messages.size > before ? [...w.messages.values()].filter((m) => m.type === "attack").at(-1) : undefined;
}

function trackerNotes() {
  return WOUNDS_COMBAT_ECONOMY.economy(c(vera))?.row({
    i18n: foundryLocalizer(),
    combatant: { id: vera.id, name: "Vera" },
    all: [],
    showPools: true,
    adjusts: false,
    started: true,
  }).notes;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

describe('"Choose an action": the GM keeps the choice on the combatant (decision 211)', () => {
  it("Ready naming Defend: 2 AP, Readied, `defend` kept; the tracker row says it", async () => {
    await readies("defend");
    expect([stored(vera).readied, stored(vera).ap, w.vera.statuses.has("readied")]).toEqual(["defend", 12, true]);
    expect(trackerNotes()).toEqual([{ id: "readied", text: "Readied: Defend" }]);
  });

  it("off her turn only the chosen action is taken: a readied Dash is refused, nothing paid; the readied Defend is", async () => {
    await readies("defend");
    expect(await alice("readied:dash")).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.notChosen" });
    expect(stored(vera).ap).toBe(12);
    expect(await alice("readied:defend")).toEqual({ ok: true });
    expect([stored(vera).ap, vera.initiative, stored(vera).readied]).toEqual([10, 3, ""]);
    expect([w.vera.statuses.has("defending"), w.vera.statuses.has("readied")]).toEqual([true, false]);
  });

  it("forged: readying another creature's weapon, a weapon for Defend or Ready itself is refused and pays nothing", async () => {
    for (const action of ["ready:standardAttack:ogreclub0000000", "ready:defend:" + LONGSWORD, "ready:ready"]) {
      expect(await alice(action)).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.unknownAction" });
    }
    expect([stored(vera).ap, w.vera.statuses.has("readied")]).toEqual([7, false]);
  });
});

describe('Change Posture readied with its posture: "You change your position between standing, crouching, or prone" (decision 230)', () => {
  it("Ready naming prone keeps `changePosture:prone`; taken off her turn: 2 AP, no −2, Prone, Readied used up", async () => {
    await readies("changePosture:prone");
    expect(trackerNotes()).toEqual([{ id: "readied", text: "Readied: Change Posture: drop prone" }]);
    expect(await alice("readied:changePosture:crouching")).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.notChosen",
    });
    expect(await alice("readied:changePosture:prone")).toEqual({ ok: true });
    expect([stored(vera).ap, vera.initiative, w.vera.statuses.has("prone"), w.vera.statuses.has("readied")]).toEqual([
      10,
      3,
      true,
      false,
    ]);
    expect(await alice("readied:changePosture:prone")).toMatchObject({ ok: false });
    expect(stored(vera).ap).toBe(10);
  });

  it('"If you are prone, you cannot change directly to standing": a readied stand from prone is refused, nothing paid', async () => {
    await readies("changePosture:standing");
    await w.vera.toggleStatusEffect("prone", { active: true });
    expect(await alice("readied:changePosture:standing")).toMatchObject({ ok: false });
    expect([stored(vera).ap, w.vera.statuses.has("prone"), w.vera.statuses.has("readied")]).toEqual([12, true, true]);
  });

  it("forged: Change Posture readied with no posture or one the seed does not name is refused and pays nothing", async () => {
    for (const action of ["ready:changePosture", "ready:changePosture:sideways"]) {
      expect(await alice(action)).toMatchObject({ ok: false, refused: "FRAY.Wounds.Refusal.unknownAction" });
    }
    expect([stored(vera).ap, w.vera.statuses.has("readied")]).toEqual([7, false]);
  });
});

describe("a readied attack is its card, paid as the readied reaction (decision 212)", () => {
  it("Ready naming a Standard Attack with the longsword: the tracker row names both", async () => {
    await readies(`standardAttack:${LONGSWORD}`);
    expect(stored(vera).readied).toBe(`standardAttack:${LONGSWORD}`);
    expect(trackerNotes()).toEqual([{ id: "readied", text: "Readied: Standard Attack — Longsword" }]);
  });

  it("off her turn with the lower initiative, the readied Standard Attack posts its card: 4 AP, no −2, Readied used up", async () => {
    await readies(`standardAttack:${LONGSWORD}`);
    const card = await readiedAttack("standardAttack");
    expect(card).toBeDefined();
    expect([stored(vera).ap, vera.initiative, w.vera.statuses.has("readied")]).toEqual([8, 3, false]);
    // The card the readied spend's ticket pays is honoured: Alice rolls its attack (the GM re-derives its spend).
    w.as(w.alice);
    w.dice(16);
    expect(await askStep("attack", w.vera as never, card?.id ?? "", "t0", "roll")).toEqual({ ok: true });
    w.as(w.gm);
    // "Until you take an action or reaction": a second readied attack is refused, no second card.
    expect(await readiedAttack("standardAttack")).toBeUndefined();
    expect(stored(vera).ap).toBe(8);
  });

  it("forged: a Strong Attack when a Standard one was readied is refused before any card, nothing paid", async () => {
    await readies(`standardAttack:${LONGSWORD}`);
    expect(await readiedAttack("strongAttack")).toBeUndefined();
    expect([stored(vera).ap, w.vera.statuses.has("readied")]).toEqual([12, true]);
  });
});
