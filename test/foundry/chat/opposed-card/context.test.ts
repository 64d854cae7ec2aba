/**
 * The opposed card's view model: each side's check and total with its breakdown, the winner of each pairing in words
 * and an icon, the tie rule's outcome, the initiator's chance before the roll and what the contest did — per viewer
 * (odds setting, hide NPC data). Seed 002 (Disarm): "You succeed if you roll higher than your target"; Hide: "You
 * successfully hide if you beat their Perception Check with your Stealth Check". Ruleset-free: hand-made requests.
 */
import { describe, expect, it } from "vitest";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { opposedCardContext, type OpposedViewer } from "../../../../module/foundry/chat/opposed-card/context.ts";
import type { OpposedCardData, OpposedTies } from "../../../../module/foundry/chat/opposed-card/data.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { scriptedRng } from "../../../engine/dice/fixtures.ts";

const i18n = englishLocalizer();

const check = (label: string, source: string, value: number): DiceRequest => ({
  label,
  groups: [{ id: "d20", source: "d20", count: 1, faces: 20 }],
  modifiers: [{ source, value }],
});
const ATHLETICS = check("Athletics Check", "Strength Bonus", 4);
const NIMBLENESS = check("Nimbleness Check", "Dexterity Bonus", 2);

const side = (name: string, request: DiceRequest) => ({
  actorUuid: `Actor.${name}`,
  name,
  check: `${request.label.replace(" Check", "")} check`,
  request,
});
const card = (ties: OpposedTies = "opponent", effects: readonly string[] = []): OpposedCardData => ({
  action: "Trip",
  ties,
  initiator: side("Vera", ATHLETICS),
  opponents: [{ ...side("Brute", NIMBLENESS), chance: 229 / 400 }],
  effects,
});
const SEES_ALL: OpposedViewer = { showOdds: true, hidesActor: () => false };
const read = (request: DiceRequest, face: number) => ({ request, result: rollRequest(request, scriptedRng([face])) });
const rolls = (mine: number, theirs: number) => [read(ATHLETICS, mine), read(NIMBLENESS, theirs)];

describe("the opposed card: both rolls, the winner in words and an icon, the odds, what it did", () => {
  it('"You succeed if you roll higher than your target": 15 + 4 = 19 against 5 + 2 = 7, Vera wins', () => {
    const shown = opposedCardContext(card("opponent", ["Brute is knocked Prone."]), rolls(15, 5), SEES_ALL, i18n);
    expect(shown.title).toBe("Vera — Trip");
    expect(shown.initiator).toMatchObject({ name: "Vera", check: "Athletics check", totalText: "Total 19" });
    expect(shown.pairs).toHaveLength(1);
    expect(shown.pairs[0]).toMatchObject({
      opponent: { name: "Brute", check: "Nimbleness check", totalText: "Total 7" },
      outcome: "won",
      winnerText: "Vera wins",
      winnerIcon: "fa-solid fa-trophy",
      tieText: "",
      oddsText: "Vera's chance before the roll: 57%",
    });
    expect(shown.effects).toEqual(["Brute is knocked Prone."]);
    expect(shown.unread).toBe("");
  });

  it("each roll is explained under its side's name: the die, the modifier and the total", () => {
    const shown = opposedCardContext(card(), rolls(15, 5), SEES_ALL, i18n);
    expect(shown.initiator?.breakdown).toMatchObject({
      kind: "opposed",
      summary: "Vera's roll details",
      modifiers: ["Strength Bonus: +4"],
      total: "Total 19",
      target: "",
    });
    expect(shown.pairs[0]?.opponent.breakdown?.summary).toBe("Brute's roll details");
  });

  it("the lower total loses: 3 + 4 = 7 against 18 + 2 = 20, Brute wins, with the trophy beside its name", () => {
    const shown = opposedCardContext(card(), rolls(3, 18), SEES_ALL, i18n);
    expect(shown.pairs[0]).toMatchObject({
      outcome: "lost",
      winnerText: "Brute wins",
      winnerIcon: "fa-solid fa-trophy",
    });
  });

  it.each([
    ["opponent", "lost", "Brute"],
    ["initiator", "won", "Vera"],
  ] as const)(
    "a tie (12 + 4 = 14 + 2) under ties to the %s: the initiator %s, the tie rule named",
    (ties, outcome, name) => {
      const shown = opposedCardContext(card(ties), rolls(12, 14), SEES_ALL, i18n);
      expect(shown.pairs[0]).toMatchObject({
        outcome,
        winnerText: `${name} wins`,
        tieText: `Tied at 16: the tie goes to ${name}.`,
      });
    },
  );

  it('Hide: one Stealth check against each Perception ("beat their Perception Check"), a winner per observer', () => {
    const perception = check("Perception Check", "Wisdom Bonus", 0);
    const hide: OpposedCardData = {
      ...card(),
      action: "Hide",
      opponents: [
        { ...side("Brute", perception), chance: 0.6 },
        { ...side("Archer", perception), chance: 0.6 },
      ],
    };
    const shown = opposedCardContext(
      hide,
      [read(ATHLETICS, 10), read(perception, 5), read(perception, 17)],
      SEES_ALL,
      i18n,
    );
    expect(shown.pairs.map((p) => [p.opponent.name, p.opponent.totalText, p.winnerText])).toEqual([
      ["Brute", "Total 5", "Vera wins"],
      ["Archer", "Total 17", "Archer wins"],
    ]);
  });
});

describe("per viewer", () => {
  it("the odds are hidden when the world does not show them to this user", () => {
    const shown = opposedCardContext(card(), rolls(15, 5), { showOdds: false, hidesActor: () => false }, i18n);
    expect(shown.pairs[0]?.oddsText).toBe("");
  });

  it("a hidden NPC opponent: 'Unknown creature' wins, without its dice; no odds (they would tell its stats)", () => {
    const viewer: OpposedViewer = { showOdds: true, hidesActor: (uuid) => uuid === "Actor.Brute" };
    const shown = opposedCardContext(card(), rolls(3, 18), viewer, i18n);
    expect(shown.pairs[0]).toMatchObject({
      opponent: { name: "Unknown creature", totalText: "Total 20", breakdown: null },
      winnerText: "Unknown creature wins",
      oddsText: "",
    });
    expect(shown.initiator?.breakdown).not.toBeNull();
    expect(shown.hiddenSpeaker).toBe("");
  });

  it("a hidden NPC initiator: the title and the speaker say 'Unknown creature'", () => {
    const viewer: OpposedViewer = { showOdds: true, hidesActor: (uuid) => uuid === "Actor.Vera" };
    const shown = opposedCardContext(card(), rolls(15, 5), viewer, i18n);
    expect(shown.title).toBe("Unknown creature — Trip");
    expect(shown.hiddenSpeaker).toBe("Unknown creature");
    expect(shown.initiator).toMatchObject({ name: "Unknown creature", breakdown: null });
  });
});

describe("a roll that does not read back (a forged or corrupted card)", () => {
  it.each([
    ["the initiator's", [undefined, read(NIMBLENESS, 5)]],
    ["an opponent's", [read(ATHLETICS, 15), undefined]],
    ["a missing opponent's", [read(ATHLETICS, 15)]],
  ] as const)("%s roll: the card says so and shows no number, no winner, no effects", (_, sides) => {
    const shown = opposedCardContext(card("opponent", ["Brute is knocked Prone."]), sides, SEES_ALL, i18n);
    expect(shown).toMatchObject({ initiator: null, pairs: [], effects: [] });
    expect(shown.unread).toContain("could not be read");
  });

  it("a card without an opponent is unread too", () => {
    const shown = opposedCardContext({ ...card(), opponents: [] }, [read(ATHLETICS, 15)], SEES_ALL, i18n);
    expect(shown.unread).toContain("could not be read");
  });
});

// A room whose contests are decided by Successes (seed 003: "If the attacker has more Successes the attack hits.
// Otherwise it misses") decides each pairing itself; a side whose result is fixed does not roll (seed 003: "Creatures
// more than one size larger than you automatically pass the test").
describe("a room's own rule and a side that did not roll", () => {
  const decided = (winner: "initiator" | "opponent", reason: string, chance: number): OpposedCardData => ({
    ...card(),
    initiator: { ...side("Vera", ATHLETICS), note: "Successes: 1" },
    opponents: [{ ...side("Brute", NIMBLENESS), note: "Successes: 1", chance, winner, reason }],
  });

  it("the room's winner and reason stand, even against the totals: 15 + 4 = 19 beats 5 + 2 = 7, but the Brute wins", () => {
    const shown = opposedCardContext(
      decided("opponent", "Vera does not have more Successes", 0.25),
      rolls(15, 5),
      SEES_ALL,
      i18n,
    );
    expect(shown.initiator).toMatchObject({ totalText: "Total 19", noteText: "Successes: 1" });
    expect(shown.pairs[0]).toMatchObject({
      opponent: { totalText: "Total 7", noteText: "Successes: 1" },
      outcome: "lost",
      winnerText: "Brute wins",
      reasonText: "Vera does not have more Successes",
      tieText: "",
      oddsText: "Vera's chance before the roll: 25%",
    });
  });

  it("the totals' pairing has no reason line, and a card stored before the room's rule reads as the totals'", () => {
    const shown = opposedCardContext(card(), rolls(15, 5), SEES_ALL, i18n);
    expect(shown.pairs[0]).toMatchObject({ winnerText: "Vera wins", reasonText: "" });
    expect(shown.initiator?.noteText).toBe("");
  });

  it("an opponent that did not roll shows why instead of a total; the initiator's roll is still read", () => {
    const data: OpposedCardData = {
      ...decided("opponent", "Only Brute passed", 0),
      opponents: [
        {
          ...side("Brute", NIMBLENESS),
          request: {},
          noRoll: "Size: more than one size larger",
          chance: 0,
          winner: "opponent",
          reason: "Only Brute passed",
        },
      ],
    };
    const shown = opposedCardContext(data, [read(ATHLETICS, 15), undefined], SEES_ALL, i18n);
    expect(shown.unread).toBe("");
    expect(shown.pairs[0]?.opponent).toMatchObject({
      totalText: "",
      noteText: "Size: more than one size larger",
      breakdown: null,
    });
    expect(shown.pairs[0]).toMatchObject({ winnerText: "Brute wins", reasonText: "Only Brute passed" });
  });

  it("a hidden NPC's Successes are kept to itself like its dice; the winner and the reason are shown", () => {
    const hidesBrute: OpposedViewer = { showOdds: true, hidesActor: (uuid) => uuid === "Actor.Brute" };
    const shown = opposedCardContext(
      decided("initiator", "Vera has more Successes", 0.6),
      rolls(15, 5),
      hidesBrute,
      i18n,
    );
    expect(shown.pairs[0]?.opponent).toMatchObject({ name: "Unknown creature", noteText: "", breakdown: null });
    expect(shown.pairs[0]).toMatchObject({
      winnerText: "Vera wins",
      reasonText: "Vera has more Successes",
      oddsText: "",
    });
  });

  it("a side that rolled but whose roll does not read back still makes the card unread", () => {
    const shown = opposedCardContext(
      decided("initiator", "Vera has more Successes", 0.6),
      [read(ATHLETICS, 15), undefined],
      SEES_ALL,
      i18n,
    );
    expect(shown.unread).toContain("could not be read");
  });
});
