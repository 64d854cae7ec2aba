/**
 * The `contest` conditions as status effects on the strict fake: the engine reads their boons and banes from the
 * actor's statuses, the card's maneuvers set them (Trip → Prone, Bash → Dazed, Brace → Braced, Disarm drops the item,
 * a passed Feint marks the winner's combatant), and they end at the seed's boundaries. Kara Strikes at +4 (70% to
 * pass); the Brute Dodges at +4 and resists Trip with Acrobatics +2, Disarm with Sleight of Hand +2 (the better of its two skills, decision 47).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { StoredRoll } from "../../../module/foundry/chat/attack-card/data.ts";
import { readStoredRoll } from "../../../module/foundry/chat/attack-card/stored-roll.ts";
import { statusEffectEntries } from "../../../module/foundry/version/status-effects.ts";
import { CONTEST_STATUS_ROOM } from "../../../module/foundry/rulesets/contest/effects/status-room.ts";
import { CORE_ICONS } from "../../support/foundry-core-icons.ts";
import { setChatMode } from "../../support/fake-foundry/world/chat-mode.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
import { systemOf } from "../combat/fixture.ts";
import { asActor as a, contestFight, trackerRow } from "./combat-fixture.ts";
import { bruteDefends, contestWorld, karaRolls, karaStrikes, type ContestWorld } from "./world-fixture.ts";

const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

const CLUB = "club000000000000";
const SHIELD = "shield0000000000";

let w: ContestWorld;

beforeEach(async () => {
  w = await contestWorld();
});

const hitChance = (card: FakeChatMessage) =>
  (card.system as unknown as { targets: { hitChance: number }[] }).targets[0]?.hitChance;
const lastMessage = () => [...w.messages.values()].at(-1);
const equipped = (id: string) => (w.brute.items.get(id)?.system as unknown as { equipped: boolean }).equipped;
const lastLine = () => lastMessage()?.content ?? "";
const expiryOf = (actor: FakeActor, status: string) =>
  actor.effects.contents.find((e) => e.statuses.has(status))?.flags;

/** Kara's critical win: the Brute does not defend, Kara's d20 shows 10 (14: passes). */
async function karaWins(): Promise<FakeChatMessage> {
  const card = await karaStrikes(w);
  await bruteDefends(w, card, "none");
  await karaRolls(w, card, 10);
  return card;
}

/** Alice takes Kara's maneuver, the GM rolling its test with `faces`. */
function karaManeuvers(card: FakeChatMessage, choice: string, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("maneuver", w.kara as never, card.id, "t0", choice);
}

describe("the conditions are the world's status effects", () => {
  it("every condition of the catalog with a core icon; Unconscious is the defeated status; Surprised carries Incapacitated", async () => {
    const entries = statusEffectEntries();
    expect(entries.map((s) => s.id)).toEqual(Object.keys(CONTEST_STATUS_ROOM.icons));
    expect(fake().CONFIG.specialStatusEffects).toMatchObject({ DEFEATED: "unconscious" });
    expect(Object.values(CONTEST_STATUS_ROOM.icons).filter((img) => !CORE_ICONS.has(img))).toEqual([]);
    // Surprised carries Incapacitated: the effect's statuses hold both.
    await w.kara.toggleStatusEffect("surprised", { active: true });
    expect([...w.kara.statuses].sort()).toEqual(["incapacitated", "surprised"]);
  });
});

describe("their boons and banes, read by the engine from the statuses", () => {
  it("Dazed: a bane on every test — Kara's Strike drops from 70% to 49% (rules page odds table)", async () => {
    expect(hitChance(await karaStrikes(w))).toBeCloseTo(0.7, 10);
    await w.kara.toggleStatusEffect("dazed", { active: true });
    expect(hitChance(await karaStrikes(w))).toBeCloseTo(0.49, 10);
  });

  it("Prone: melee attackers gain a boon against it — 91%", async () => {
    await w.brute.toggleStatusEffect("prone", { active: true });
    expect(hitChance(await karaStrikes(w))).toBeCloseTo(0.91, 10);
  });

  it('Braced: "Your next Defense test gains a boon" — the Dodge rolls two d20s, and Brace ends once it is rolled', async () => {
    await w.brute.toggleStatusEffect("braced", { active: true });
    const card = await karaStrikes(w);
    expect((await bruteDefends(w, card, "dodge", 3, 17)).ok).toBe(true);
    const stored = (card.system as unknown as { targets: { defense: { roll: StoredRoll | null } }[] }).targets[0];
    // The higher d20 (17) + Agility 2 + Dodge 2.
    expect(readStoredRoll(stored?.defense.roll ?? null)?.total).toBe(21);
    expect(w.brute.statuses.has("braced")).toBe(false);
  });

  it("Braced stays when the defender does not defend (no test rolled)", async () => {
    await w.brute.toggleStatusEffect("braced", { active: true });
    const card = await karaStrikes(w);
    await bruteDefends(w, card, "none");
    expect(w.brute.statuses.has("braced")).toBe(true);
  });
});

describe("the winner's maneuver sets them", () => {
  it('Trip: "The target must pass an Acrobatics test, or be knocked prone" — the GM rolls 3 (5): Prone', async () => {
    const card = await karaWins();
    expect(await karaManeuvers(card, "trip", 3)).toEqual({ ok: true });
    expect(w.brute.statuses.has("prone")).toBe(true);
    // The Brute's own test, on the check card its players see with the attack card (decision 136).
    const test = lastMessage();
    expect(shownCheck(test).title).toBe("Brute — Acrobatics test (Trip)");
    expect(checkFace(test)).toMatch(/^Total 5 · .* · Failure\b/);
    expect(shownCheck(test).effects).toEqual(["Successes: 0", "Trip against Brute takes effect."]);
    // A second taking has no second effect: refused, nothing said again.
    const said = w.messages.size;
    expect(await karaManeuvers(card, "trip", 1)).toMatchObject({ ok: false });
    expect(w.messages.size).toBe(said);
  });

  it("Trip resisted: the GM rolls 15 (17), the Brute stays on its feet", async () => {
    const card = await karaWins();
    await karaManeuvers(card, "trip", 15);
    expect(w.brute.statuses.has("prone")).toBe(false);
    expect(lastMessage()?.rolls.map((r) => r.total)).toEqual([17]);
    expect(shownCheck(lastMessage()).effects).toEqual(["Successes: 2", "Trip against Brute has no effect."]);
  });

  it("the test's card is seen by whoever sees the attack card: Kara's Private GM Strike keeps the Trip test to the GMs", async () => {
    await setChatMode(fake().game.settings, "gm");
    try {
      const card = await karaWins();
      await karaManeuvers(card, "trip", 3);
      expect(card.whisper).toEqual([w.gm.id]);
      expect(shownCheck(lastMessage()).title).toBe("Brute — Acrobatics test (Trip)");
      expect(lastMessage()?.whisper).toEqual([w.gm.id]);
    } finally {
      await setChatMode(fake().game.settings, "public");
    }
  });

  it('"Creatures more than one size larger than you automatically pass the test": a huge Brute is not tripped, no roll', async () => {
    await w.brute.update({ system: { size: "huge" } });
    const card = await karaWins();
    const posted = w.messages.size;
    await karaManeuvers(card, "trip");
    expect(w.brute.statuses.has("prone")).toBe(false);
    expect(w.messages.size).toBe(posted + 1);
    expect(lastLine()).toContain(
      "Trip against Brute has no effect. Brute is more than one size larger and passes its test without a roll.",
    );
  });

  it('"Creatures more than one size smaller than you automatically fail the test": a tiny Brute is tripped, no roll', async () => {
    await w.brute.update({ system: { size: "tiny" } });
    const card = await karaWins();
    await karaManeuvers(card, "trip");
    expect(w.brute.statuses.has("prone")).toBe(true);
    expect(lastLine()).toContain(
      "Trip against Brute takes effect. Brute is more than one size smaller and fails its test without a roll.",
    );
  });

  it('Brace: "You ready yourself for incoming retaliation" — Kara is Braced, no test', async () => {
    const card = await karaWins();
    await karaManeuvers(card, "brace");
    expect(w.kara.statuses.has("braced")).toBe(true);
    expect(lastLine()).toContain("Brace against Brute takes effect.");
  });

  it('Disarm: "loose the item. The item lands on the floor" — the Brute\'s club is no longer wielded', async () => {
    const card = await karaWins();
    await karaManeuvers(card, `disarm-${CLUB}`, 1);
    expect(equipped(CLUB)).toBe(false);
    expect(equipped(SHIELD)).toBe(true);
    expect(shownCheck(lastMessage()).effects.at(-1)).toContain("Brute's Club lands on the floor.");
  });

  it('"Choose an item the target is holding": one Disarm per item in hand, the shield\'s resisted "with a boon"', async () => {
    const card = await karaWins();
    w.as(w.alice);
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    const disarms = (row?.actions ?? []).filter((b) => b.choice.startsWith("disarm"));
    expect(disarms.map((b) => [b.choice, b.label])).toEqual([
      [`disarm-${CLUB}`, "Maneuver: Disarm (Club)"],
      [`disarm-${SHIELD}`, "Maneuver: Disarm (Bone Shield)"],
    ]);
    // The Brute resists with its better skill (decision 47): Sleight of Hand on Agility 2 beats Athletics +1. +2
    // against TN 11 fails on 1–8 (40%), so the Club drops 40% of the time; with the boon (the better of two d20)
    // both dice must fail, 0.4² = 16%.
    expect(disarms.map((b) => b.oddsText)).toEqual(["40% to take effect", "16% to take effect"]);
  });

  it("Disarm takes the shield when the winner names it: the Club stays wielded", async () => {
    const card = await karaWins();
    await karaManeuvers(card, `disarm-${SHIELD}`, 1, 1);
    expect(equipped(SHIELD)).toBe(false);
    expect(equipped(CLUB)).toBe(true);
  });

  it("a Disarm naming an item the loser does not hold (Kara's own sword, a stowed club) is refused, nothing dropped", async () => {
    const card = await karaWins();
    expect(await karaManeuvers(card, "disarm-longsword0000000", 1)).toEqual({ ok: false, reason: "unknownChoice" });
    expect(await karaManeuvers(card, "disarm", 1)).toEqual({ ok: false, reason: "unknownChoice" });
    w.as(w.gm);
    await w.brute.items.get(CLUB)?.update({ system: { equipped: false } });
    expect(await karaManeuvers(card, `disarm-${CLUB}`, 1)).toEqual({ ok: false, reason: "unknownChoice" });
    expect(equipped(SHIELD)).toBe(true);
  });

  it("a loser holding nothing is offered no Disarm", async () => {
    await w.brute.items.get(CLUB)?.update({ system: { equipped: false } });
    await w.brute.items.get(SHIELD)?.update({ system: { equipped: false } });
    const card = await karaWins();
    w.as(w.alice);
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    expect((row?.actions ?? []).some((b) => b.choice.startsWith("disarm"))).toBe(false);
  });

  it("Push off the canvas (no tokens): said in chat, the token moved by hand", async () => {
    const card = await karaWins();
    await karaManeuvers(card, "push", 1);
    expect(shownCheck(lastMessage()).effects.at(-1)).toContain("Brute is pushed back 1 m: move the token.");
  });
});

describe("in combat: Dazed to the end of the next round, Feint as a marker", () => {
  let combat: FakeCombat;
  let kara: FakeCombatant;
  let brute: FakeCombatant;

  beforeEach(async () => {
    ({ combat, kara, brute } = await contestFight(w));
    await combat.startCombat();
  });

  it('Bash: "succeed on an Athletics test or become Dazed" — Dazed through round 2, gone at its end', async () => {
    // The Brute wins critically on its Dodge (16 against Kara's 6) and Bashes with its shield; Kara rolls 2 (4).
    const card = await karaStrikes(w);
    await bruteDefends(w, card, "dodge", 12);
    await karaRolls(w, card, 2);
    w.as(w.bob);
    w.dice(2);
    expect(await askStep("maneuver", w.brute as never, card.id, "t0", "bash")).toEqual({ ok: true });
    expect(w.kara.statuses.has("dazed")).toBe(true);
    expect(expiryOf(w.kara, "dazed")).toMatchObject({ fray: { expiry: { kind: "roundEnd", round: 2 } } });
    w.as(w.gm);
    await combat.nextRound();
    expect(w.kara.statuses.has("dazed")).toBe(true);
    await combat.nextRound();
    expect(w.kara.statuses.has("dazed")).toBe(false);
  });

  it('Feint: "provided you pass a Deception test" (15 + PER 1) — marked against the Brute, shown on the row, spent by the next action', async () => {
    const card = await karaWins();
    await karaManeuvers(card, "feint", 15);
    expect(systemOf(kara).feint).toBe(brute.id);
    const row = trackerRow(kara, true);
    expect(row?.states).toContainEqual({
      id: "feint",
      text: "Feinting Brute: a boon if the next action is a Strike at them",
    });
    w.as(w.alice);
    await spendInCombat(a(w.kara), { action: "search" });
    expect(systemOf(kara).feint).toBe("");
  });

  it("a failed Deception test marks nothing", async () => {
    const card = await karaWins();
    await karaManeuvers(card, "feint", 2);
    expect(systemOf(kara).feint).toBe("");
  });
});
