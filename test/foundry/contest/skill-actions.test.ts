/**
 * The sheet's skill actions and Release, and the GM's surprise contest, on the strict fake with a scene (seed 003):
 * "Search. You attempt to find something obscured from your view, making an Observation test."; "Sneak. You attempt
 * to move without being detected."; "Release ⟐" (letting go of a grapple, rules page decision 132); "Determine
 * Surprise. If one party tried to sneak up on the other, make a Stealth vs Observation contest. Observing characters
 * are surprised if the fail the contest, losing their first turn". Alice's clicks go through the GM (`fray.combatAct`),
 * which pays the AP and rolls. Kara (Alice's, friendly, Observation +1, Stealth +1) acts first; the Brute (Bob's,
 * hostile, Observation +0, Stealth +2) second.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { takeFromSheet } from "../../../module/foundry/rulesets/contest/combat/sheet-take.ts";
import { runSkillAction } from "../../../module/foundry/rulesets/contest/combat/skill-action.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeTargetableToken, type FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { setChatMode } from "../../support/fake-foundry/world/chat-mode.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { trackerRow } from "./combat-fixture.ts";
import type { ContestWorld } from "./world-fixture.ts";
import { contestYard } from "./yard-fixture.ts";

type AdapterActor = Parameters<typeof takeFromSheet>[0];
type AdapterCombatant = Parameters<typeof actFor>[0];
const adapter = (a: FakeActor) => a as unknown as AdapterActor;
const asCombatant = (c: FakeCombatant) => c as unknown as AdapterCombatant;

let w: ContestWorld;
let combat: FakeCombat;
let bruteToken: FakeSceneToken;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  ({ w, combat, bruteToken } = await contestYard({ brute: { x: 100, y: 0 }, viewed: true }));
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

const karaAp = () => systemOf(combatantOf(combat, w.kara)).ap;
const lastMessage = () => [...w.messages.values()].at(-1);
const lastText = () => lastMessage()?.content ?? "";
/** The newest opposed card's face (the surprise contest's, decision 147). */
const lastCard = () => contestFace(lastMessage());

/** Alice clicks one of Kara's Actions, the d20s showing `faces`; Release and Grapple target the Brute. */
async function aliceTakes(action: string, faces: readonly number[] = [], target = true): Promise<void> {
  w.as(w.alice);
  w.alice.targets.clear();
  if (target) new FakeTargetableToken(bruteToken).setTarget(true, { user: w.alice });
  w.dice(...faces);
  await takeFromSheet(adapter(w.kara), action);
}

describe('"Search. You attempt to find something obscured from your view, making an Observation test."', () => {
  // The fake keeps settings between worlds: the next test starts from core's default again.
  afterEach(() => setChatMode(fake().game.settings, "public"));

  it("Kara's Observation 14 + 1 = 15 (1 Success) is rolled by the GM and posted on the check card; 1 AP paid", async () => {
    await aliceTakes("search", [14], false);
    expect(karaAp()).toBe(2);
    const card = lastMessage();
    expect(card?.rolls.map((r) => r.total)).toEqual([15]);
    expect(shownCheck(card).title).toBe("Kara — Observation (Search)");
    // The rules page's mechanic: "a total of 11 or more passes"; 11–15 is 1 Success (decision 136).
    expect(checkFace(card)).toMatch(/^Total 15 · .*11.* · Success\b/);
    expect(shownCheck(card).effects).toEqual(["Successes: 1"]);
  });

  it("rolled by the GM for Alice's Kara, the card is public whatever the GM's roll mode (decision 136)", async () => {
    await setChatMode(fake().game.settings, "gm");
    await aliceTakes("search", [14], false);
    expect(lastMessage()?.whisper).toEqual([]);
  });

  it("an NPC nobody plays keeps to the GM's roll mode: Private GM whispers its Search to the GMs", async () => {
    w.as(w.gm);
    const lurker = w.createActor({ name: "Lurker", type: "contest-npc", ownership: { default: 0 } });
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: lurker.id, initiative: 1 }]);
    await combat.nextTurn();
    await combat.nextTurn();
    await setChatMode(fake().game.settings, "gm");
    w.dice(14);
    expect(await runSkillAction(asCombatant(combatantOf(combat, lurker)), "search")).toBeUndefined();
    expect(shownCheck(lastMessage()).title).toBe("Lurker — Observation (Search)");
    expect(lastMessage()?.whisper).toEqual([w.gm.id]);
  });

  it("\"An action … you can only use on your turn\": the Brute's Search on Kara's turn is refused, nothing rolled", async () => {
    const messages = w.messages.size;
    w.as(w.bob);
    w.dice(20);
    await takeFromSheet(adapter(w.brute), "search");
    expect(w.warnings.at(-1)).toContain("own turn");
    expect(w.messages.size).toBe(messages);
    expect(systemOf(combatantOf(combat, w.brute)).ap).toBe(3);
  });
});

describe('"Sneak. You attempt to move without being detected." — a Stealth test', () => {
  it("Kara's Stealth 19 + 1 = 20 (2 Successes) on the check card; 1 AP paid", async () => {
    await aliceTakes("sneak", [19], false);
    expect(karaAp()).toBe(2);
    expect(shownCheck(lastMessage()).title).toBe("Kara — Stealth (Sneak)");
    expect(checkFace(lastMessage())).toMatch(/^Total 20 · /);
    expect(shownCheck(lastMessage()).effects).toEqual(["Successes: 2"]);
  });

  it('a Grappled Kara cannot Sneak ("prohibiting them from moving"): refused, nothing paid or rolled', async () => {
    w.as(w.gm);
    await w.kara.toggleStatusEffect("grappled", { active: true });
    const messages = w.messages.size;
    await aliceTakes("sneak", [19], false);
    expect(w.warnings.at(-1)).toContain("Grappled");
    expect(w.messages.size).toBe(messages);
    expect(karaAp()).toBe(3);
  });
});

describe('"Release ⟐": the grappler lets go of the creature it holds (decision 132)', () => {
  it("Kara targets the Grappled Brute and releases it: 1 AP, the Brute is no longer Grappled, chat says so", async () => {
    w.as(w.gm);
    await w.brute.toggleStatusEffect("grappled", { active: true });
    await aliceTakes("release");
    expect(w.brute.statuses.has("grappled")).toBe(false);
    expect(karaAp()).toBe(2);
    expect(lastText()).toContain("Kara lets go of Brute");
  });

  it("a Brute that is not Grappled: refused, nothing paid", async () => {
    await aliceTakes("release");
    expect(w.warnings.at(-1)).toBe("That creature is not Grappled.");
    expect(karaAp()).toBe(3);
  });

  it("forged: Alice's relayed Release naming Kara herself, or a combatant outside the encounter, is refused", async () => {
    w.as(w.gm);
    await w.kara.toggleStatusEffect("grappled", { active: true });
    w.as(w.alice);
    const kara = combatantOf(combat, w.kara);
    await actFor(asCombatant(kara), "release", kara.id);
    await actFor(asCombatant(kara), "release", "nobody0000000000");
    expect(w.warnings.slice(-2)).toEqual([
      "Target the foe you let go of: a creature of another side in this encounter.",
      "Target the foe you let go of: a creature of another side in this encounter.",
    ]);
    expect(w.kara.statuses.has("grappled")).toBe(true);
    expect(karaAp()).toBe(3);
  });

  it("replayed: a second Release of the same Brute is refused (it is free already), the AP paid once", async () => {
    w.as(w.gm);
    await w.brute.toggleStatusEffect("grappled", { active: true });
    await aliceTakes("release");
    await aliceTakes("release");
    expect(w.warnings.at(-1)).toBe("That creature is not Grappled.");
    expect(karaAp()).toBe(2);
  });
});

describe('"Determine Surprise … make a Stealth vs Observation contest" (the GM, decision 134)', () => {
  it("Kara's side sneaks: her Stealth 16 against the Brute's Observation 5 — the Brute is Surprised", async () => {
    w.as(w.gm);
    w.dice(15, 5);
    await actFor(asCombatant(combatantOf(combat, w.kara)), "surpriseContest");
    expect(w.brute.statuses.has("surprised")).toBe(true);
    expect(w.kara.statuses.has("surprised")).toBe(false);
    expect(lastCard()).toContain("Kara — Surprise: Stealth vs Observation");
    expect(lastCard()).toContain("Kara: Stealth (sneaking) Total 16\nSuccesses: 2");
    expect(lastCard()).toContain("Brute: Observation Total 5\nSuccesses: 0\nKara wins\nOnly Kara passed.");
    expect(lastCard()).toContain("Surprised, losing their first turn: Brute.");
  });

  it('"Observing characters are surprised if the fail the contest": the Brute\'s Observation 13 against 12 notices Kara', async () => {
    w.as(w.gm);
    w.dice(11, 13);
    await actFor(asCombatant(combatantOf(combat, w.kara)), "surpriseContest");
    expect(w.brute.statuses.has("surprised")).toBe(false);
    expect(lastCard()).toContain("Brute wins\nBoth passed and Kara does not have more Successes");
    expect(lastCard()).toContain("Nobody is surprised");
  });

  it("the Brute's side sneaks, but Kara's first turn has begun: she loses the contest and is not surprised", async () => {
    w.as(w.gm);
    w.dice(19, 1);
    await actFor(asCombatant(combatantOf(combat, w.brute)), "surpriseContest");
    expect(w.kara.statuses.has("surprised")).toBe(false);
    expect(lastCard()).toContain("their first turn has begun, so not surprised: Kara.");
  });

  it("the tracker offers it on the row of a creature whose first turn has not begun, named for its side", () => {
    const brute = combatantOf(combat, w.brute);
    expect(trackerRow(brute, true)?.controls).toHaveProperty("surpriseContest", {
      text: "Surprise contest",
      label: "Surprise contest: Brute's side sneaks, every other combatant observes (Stealth vs Observation)",
    });
    expect(trackerRow(combatantOf(combat, w.kara), true)?.controls).toEqual({});
  });

  it("a player cannot run it: Alice's request is refused as the GM's, nothing rolled", async () => {
    const messages = w.messages.size;
    w.as(w.alice);
    await actFor(asCombatant(combatantOf(combat, w.kara)), "surpriseContest");
    expect(w.messages.size).toBe(messages);
    expect(w.brute.statuses.has("surprised")).toBe(false);
  });
});
