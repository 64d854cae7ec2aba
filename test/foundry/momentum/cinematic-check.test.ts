/**
 * A Skill Check against a number and the Cinematics' checks (seed 002, rules page decision 142), on the strict fake:
 * the sheet's check rolled by its owner, and a Cinematic's check asked by the player and rolled by the GM's client
 * through the relay (`fray.combatAct`, the `cinematicCheck` control), once. Vera (Alice's) has Strength 14 (+4) and no
 * Raw Force: her Raw Force Check adds 4. The Brute (Bob's) has Strength 10: his adds 0. They tie at Initiative 20;
 * Vera, who joined first, acts first.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { actFor, combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { rollSkillCheck } from "../../../module/foundry/rulesets/momentum/checks/roll-skill-check.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
type AdapterCombatant = Parameters<typeof actFor>[0];

let w: MomentumWorld;

const RAW_FORCE_11 = { skill: "rawForce", difficulty: 11 } as const;
const lastMessage = () => [...w.messages.values()].at(-1);

beforeEach(async () => {
  w = await momentumWorld();
  await w.vera.update({ system: { narrativeMomentum: 5 } });
  await w.brute.update({ system: { narrativeMomentum: 5 } });
});

describe('"a Raw Force Check against 11" from the sheet', () => {
  it("its owner rolls it, out of combat, and the check card explains it against 11 with the chance it had", async () => {
    w.as(w.alice);
    w.dice(7);
    expect(await rollSkillCheck(a(w.vera), RAW_FORCE_11)).toBe(true);
    const card = shownCheck(lastMessage());
    expect(card.title).toBe("Vera — Raw Force check");
    // d20 + 4 meets 11 from a 7: 14 faces of 20.
    expect(checkFace(lastMessage())).toMatch(/^Total 11 · .*\b11\b.* · Success · .*70%$/);
  });

  it("another user's creature is refused, nothing rolled", async () => {
    w.as(w.bob);
    const before = w.messages.size;
    expect(await rollSkillCheck(a(w.vera), RAW_FORCE_11)).toBe(false);
    expect(w.messages.size).toBe(before);
  });
});

describe('"Should the GM agree, you must then make a Skill Check determined by the GM"', () => {
  let combat: FakeCombat;
  const combatant = (actor: FakeActor) => combatantOf(combat, actor);
  const record = (actor: FakeActor) =>
    (systemOf(combatant(actor)) as unknown as { cinematic: { rolled: boolean } }).cinematic;

  beforeEach(async () => {
    combat = await createCombat("momentum", [w.vera, w.brute]);
    await combat.startCombat();
  });

  it('"On a failure, you are unsuccessful, and the GM determines what happens": rolled by the GM, posted public', async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction" })).toBe(true);
    w.dice(6);
    await rollSkillCheck(a(w.vera), RAW_FORCE_11);
    const card = shownCheck(lastMessage());
    expect(card.title).toBe("Vera — Raw Force check: Cinematic");
    expect(checkFace(lastMessage())).toMatch(/^Total 10 · .*\b11\b.* · Failure/);
    expect(card.effects).toEqual(["Vera is unsuccessful: the GM determines what happens."]);
    expect(lastMessage()?.whisper).toEqual([]);
    expect(record(w.vera).rolled).toBe(true);
  });

  /** The Cinematic lines of `actor`'s tracker row, as the GM's tracker shows them. */
  const trackerLines = (actor: FakeActor) => {
    const economy = combatantEconomy(combatant(actor) as unknown as AdapterCombatant);
    const all = combat.combatants.contents.map((y) => ({ id: y.id, name: y.name }));
    const who = { id: combatant(actor).id, name: combatant(actor).name };
    const row = economy?.row({
      i18n: fake().game.i18n,
      combatant: who,
      all,
      showPools: true,
      adjusts: true,
      started: true,
    });
    return (row?.states ?? []).filter((s) => s.id === "cinematic").map((s) => s.text);
  };

  it('"On a success, you perform your Cinematic Action … as intended"; a second request (a replay) rolls nothing', async () => {
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: "cinematicAction" });
    expect(trackerLines(w.vera)).toEqual(["Cinematic: waiting for its Skill Check"]);
    w.dice(7);
    await rollSkillCheck(a(w.vera), RAW_FORCE_11);
    expect(shownCheck(lastMessage()).effects).toEqual(["Vera performs the Cinematic as intended."]);
    expect(trackerLines(w.vera)).toEqual([]);
    const before = w.messages.size;
    w.dice(20);
    await actFor(combatant(w.vera) as unknown as AdapterCombatant, "cinematicCheck", "rawForce-11");
    expect(w.messages.size).toBe(before);
    expect(w.warnings.at(-1)).toMatch(/^There is no Cinematic waiting for its Skill Check/);
  });

  it("without a Cinematic paid, the sheet's check in combat is the owner's plain check; a forged or malformed ask is refused", async () => {
    w.as(w.alice);
    w.dice(7);
    await rollSkillCheck(a(w.vera), RAW_FORCE_11);
    expect(shownCheck(lastMessage()).title).toBe("Vera — Raw Force check");
    const before = w.messages.size;
    await actFor(combatant(w.vera) as unknown as AdapterCombatant, "cinematicCheck", "rawForce-11");
    expect(w.warnings.at(-1)).toMatch(/^There is no Cinematic waiting for its Skill Check/);
    await spendInCombat(a(w.vera), { action: "cinematicAction" });
    await actFor(combatant(w.vera) as unknown as AdapterCombatant, "cinematicCheck", "rawForce-0");
    expect(w.warnings.at(-1)).toBe("That Skill Check names no skill or a number outside 1 to 40.");
    // Bob cannot roll Vera's check.
    w.as(w.bob);
    await actFor(combatant(w.vera) as unknown as AdapterCombatant, "cinematicCheck", "rawForce-11");
    expect(w.messages.size).toBe(before);
    expect(record(w.vera).rolled).toBe(false);
  });

  it('a Cinematic Reaction\'s check too: "On a success, you perform your Cinematic Action and Reaction as intended"', async () => {
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "cinematicReaction" })).toBe(true);
    w.dice(11);
    await rollSkillCheck(a(w.brute), RAW_FORCE_11);
    expect(shownCheck(lastMessage()).effects).toEqual(["Brute performs the Cinematic as intended."]);
  });
});

describe("a Cooperative Cinematic Action's checks", () => {
  let combat: FakeCombat;
  const rp = (actor: FakeActor) => systemOf(combatantOf(combat, actor)).rp;

  beforeEach(async () => {
    combat = await createCombat("momentum", [w.vera, w.brute]);
    await combat.startCombat();
  });

  async function veraLeadsBruteJoins(): Promise<void> {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction", options: { cooperative: 1 } })).toBe(true);
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "cinematicReaction", options: { cooperative: 1 } })).toBe(true);
  }

  it('"Each character beyond the first has to perform a reaction (2 RP) to participate": none to join, nothing paid', async () => {
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "cinematicReaction", options: { cooperative: 1 } })).toBe(false);
    expect(w.warnings.at(-1)).toMatch(/^There is no Cooperative Cinematic Action to join/);
    expect(rp(w.brute)).toBe(2);
  });

  it('"they make it with advantage"; "The participants succeed … if everybody succeeds": Vera fails, so they fail', async () => {
    await veraLeadsBruteJoins();
    w.as(w.alice);
    w.dice(5, 6);
    await rollSkillCheck(a(w.vera), RAW_FORCE_11);
    const lead = shownCheck(lastMessage());
    expect(lead.title).toBe("Vera — Raw Force check: Cooperative Cinematic Action");
    expect(lead.effects).toEqual([
      "Vera: failure",
      "Brute: still to roll",
      "The Cooperative Cinematic Action of Vera, Brute waits for every check.",
    ]);
    // The lead has rolled: no one joins any more.
    w.as(w.bob);
    w.dice(1, 15);
    // With advantage the Brute keeps the 15 of two d20s (1 and 15): 15 + 0 meets 11.
    await rollSkillCheck(a(w.brute), RAW_FORCE_11);
    expect(checkFace(lastMessage())).toMatch(/^Total 15 · .* · Success/);
    expect(shownCheck(lastMessage()).effects).toEqual([
      "Vera: failure",
      "Brute: success",
      "The Cooperative Cinematic Action of Vera, Brute fails: the GM determines what happens.",
    ]);
  });

  it('"A failure on the Skill Check of one participant can be compensated by a critical success of another participant"', async () => {
    await veraLeadsBruteJoins();
    w.as(w.alice);
    w.dice(20, 1);
    await rollSkillCheck(a(w.vera), RAW_FORCE_11);
    w.as(w.bob);
    w.dice(2, 3);
    await rollSkillCheck(a(w.brute), RAW_FORCE_11);
    expect(shownCheck(lastMessage()).effects).toEqual([
      "Vera: critical success",
      "Brute: failure",
      "The Cooperative Cinematic Action of Vera, Brute succeeds.",
    ]);
  });

  it("joining after the lead's check is refused, nothing paid", async () => {
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: "cinematicAction", options: { cooperative: 1 } });
    w.dice(10, 10);
    await rollSkillCheck(a(w.vera), RAW_FORCE_11);
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "cinematicReaction", options: { cooperative: 1 } })).toBe(false);
    expect(rp(w.brute)).toBe(2);
  });
});
