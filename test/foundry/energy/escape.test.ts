/**
 * `energy` seed, Restrained, at the table (issue 22, reachability row 167): "You may attempt to escape … by using
 * 3 Energy and making a Fortitude roll, Leg Strength Check, or Arm Strength Check, contested by the Arm Strength Check
 * or Fortitude roll of the restrainer (or contested by a DC if there is no restrainer)" — the sheet's Escape a
 * Restraint button, paid through the spend relay, the contest rolled by the GM from the documents and shown on the
 * shared opposed card (rules page decision 128): the winner by the engine's `escapes`, its reason, the exact chance.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";
import { escapeProbability } from "../../../module/engine/rulesets/energy/dice/odds.ts";
import { percentText } from "../../../module/foundry/applications/parts/hit-chance.ts";
import { OpposedCardModel } from "../../../module/foundry/chat/opposed-card/model.ts";
import { takeSheetAction, type SheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

let w: EnergyWorld;
let combat: FakeCombat;

type AnyActor = Parameters<typeof takeSheetAction>[0];
const escape = () => {
  w.as(w.alice);
  return takeSheetAction(w.vera as unknown as AnyActor, {
    action: "escapeRestraint",
    label: "Escape a Restraint",
    options: {},
  } satisfies SheetAction);
};
const energy = () => (systemOf(combatantOf(combat, w.vera)) as { energy: number }).energy;
/** The escape's opposed cards, oldest first. */
const escapeCards = () =>
  [...w.messages.values()].filter((m) => {
    const system: unknown = m.system;
    return system instanceof OpposedCardModel && system.action === "Escape a Restraint";
  });
/** The newest escape card's face, as a player's client shows it. */
const escapeLine = () => contestFace(escapeCards().at(-1));
/** The chance the card stored for the escaper against its one opponent. */
const storedChance = () =>
  (escapeCards().at(-1)?.system as unknown as { opponents: { chance: number }[] }).opponents[0]?.chance;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  combat = await createCombat("energy", [w.vera, w.ogre]);
  await combat.startCombat();
  w.as(w.gm);
  await w.vera.toggleStatusEffect("restrained", { active: true });
});

describe('"You may attempt to escape … by using 3 Energy"', () => {
  it("only a Restrained creature tries: nothing is paid otherwise", async () => {
    await w.vera.toggleStatusEffect("restrained", { active: false });
    expect(await escape()).toBe(false);
    expect(energy()).toBe(5);
  });

  it('"contested by the Arm Strength Check or Fortitude roll of the restrainer": higher than the hold escapes, both freed', async () => {
    await w.ogre.toggleStatusEffect("restraining", { active: true });
    w.dice(9, 1);
    expect(await escape()).toBe(true);
    expect(energy()).toBe(2);
    expect(w.vera.statuses.has("restrained")).toBe(false);
    expect(w.ogre.statuses.has("restraining")).toBe(false);
    expect(escapeLine()).toContain("Vera — Escape a Restraint");
    expect(escapeLine()).toContain("Vera wins");
    expect(escapeLine()).toContain("is higher than Ogre's");
    expect(escapeLine()).toContain("Vera escapes: no longer Restrained.\nOgre is no longer Restraining.");
    // The chance stored is the engine's exact one for the two requests the card keeps (decision 128).
    const [card] = escapeCards();
    const system = card?.system as unknown as {
      initiator: { request: DiceRequest };
      opponents: { request: DiceRequest }[];
    };
    const hold = system.opponents[0]?.request;
    expect(hold).toBeDefined();
    if (hold) expect(storedChance()).toBe(escapeProbability(system.initiator.request, { contest: hold }));
  });

  it("a Fully Restrained creature escapes the same way, and the escape frees it of both (decision 111)", async () => {
    await w.vera.toggleStatusEffect("restrained", { active: false });
    await w.vera.toggleStatusEffect("fullyRestrained", { active: true });
    expect(w.vera.statuses.has("restrained")).toBe(true);
    w.dice(9);
    expect(await escape()).toBe(true);
    expect(w.vera.statuses.has("fullyRestrained")).toBe(false);
    expect(w.vera.statuses.has("restrained")).toBe(false);
  });

  it("a roll that does not beat the restrainer's keeps the hold, the Energy spent", async () => {
    await w.ogre.toggleStatusEffect("restraining", { active: true });
    w.dice(1, 9);
    expect(await escape()).toBe(true);
    expect(energy()).toBe(2);
    expect(w.vera.statuses.has("restrained")).toBe(true);
    expect(w.ogre.statuses.has("restraining")).toBe(true);
    expect(escapeLine()).toContain("Ogre wins");
    expect(escapeLine()).toContain("the hold stands (a tie keeps it)");
    expect(escapeLine()).toContain("Vera is still held.");
  });

  it('"or contested by a DC if there is no restrainer": Vera\'s best roll (11 + the die) meets DC 10, which does not roll', async () => {
    w.dice(1);
    await escape();
    expect(w.vera.statuses.has("restrained")).toBe(false);
    const [card] = escapeCards();
    expect(card?.rolls).toHaveLength(1);
    expect(card?.system).toMatchObject({ opponents: [{ actorUuid: "", name: "The restraint", winner: "initiator" }] });
    expect(escapeLine()).toBe(
      [
        "Vera — Escape a Restraint",
        "Vera: Fortitude roll Total 12",
        "The restraint: DC 10",
        "No one creature of the encounter holds Vera: contested by a DC.",
        "Vera wins",
        "12 meets DC 10: the escape succeeds.",
        `Vera's chance before the roll: ${percentText(storedChance() ?? -1)}%`,
        "Vera escapes: no longer Restrained.",
      ].join("\n"),
    );
  });
});

describe("the escape is settled on the GM's side: forged and replayed requests change nothing", () => {
  const payload = (requestId: string) => ({
    combatId: combat.id,
    combatantId: combatantOf(combat, w.vera).id,
    action: "escapeRestraint",
    requestId,
    options: {},
  });

  it("a request id Vera never stamped (Bob forging it) is refused: nothing paid, no card", async () => {
    w.as(w.bob);
    const reply = await w.gm.query("fray.spend", payload("forgedforged1234"));
    expect(reply).toEqual({ ok: false, refused: "FRAY.Combat.refused.notOwner" });
    expect(energy()).toBe(5);
    expect(escapeCards()).toHaveLength(0);
    expect(w.vera.statuses.has("restrained")).toBe(true);
  });

  it("a replay of a settled escape is refused: one payment, one card", async () => {
    w.as(w.alice);
    const id = await stampRequest(w.vera as never, "spend");
    w.dice(1);
    expect(await w.gm.query("fray.spend", payload(id))).toEqual({ ok: true });
    expect(await w.gm.query("fray.spend", payload(id))).toEqual({ ok: false, refused: "FRAY.Combat.refused.notOwner" });
    expect(energy()).toBe(2);
    expect(escapeCards()).toHaveLength(1);
  });

  it("escaped, Vera's next escape is refused before anything is paid: the GM reads Restrained again", async () => {
    w.dice(1);
    expect(await escape()).toBe(true);
    expect(await escape()).toBe(false);
    expect(energy()).toBe(2);
    expect(escapeCards()).toHaveLength(1);
  });
});
