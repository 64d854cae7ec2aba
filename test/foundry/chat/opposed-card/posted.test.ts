/**
 * An opposed card posted and rendered: `postOpposedCard` takes a room's rolled contest and posts a core roll message of
 * type `contest` — the sides' rolls in core's `rolls`, so Dice So Nice and core's roll modes treat them as any roll —
 * whose card is read back from the stored requests and the rolls' faces, rendered with the real template, every name
 * escaped. Seed 002 (Disarm): "You succeed if you roll higher than your target". Ruleset-free: hand-made requests on
 * the `bonus` fake world.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { opposedProbability } from "../../../../module/engine/core/odds/opposed.ts";
import { postOpposedCard } from "../../../../module/foundry/chat/opposed-card/post.ts";
import { renderOpposedCard } from "../../../../module/foundry/chat/opposed-card/render.ts";
import { FrayRoll } from "../../../../module/foundry/dice/fray-roll.ts";
import { fake } from "../../../support/fake-foundry/runtime.ts";
import type { FakeActor, FakeChatMessage } from "../../../support/fake-foundry/world/documents.ts";
import type { FakeUser } from "../../../support/fake-foundry/world/users.ts";
import { installRealTemplates } from "../../../support/real-templates.ts";
import { loopWorld, type LoopWorld } from "../world-fixture.ts";
import { contestFace, shownContest } from "./shown.ts";

const d20 = (label: string, value: number): DiceRequest => ({
  label,
  groups: [{ id: "d20", source: "d20", count: 1, faces: 20 }],
  modifiers: [{ source: "Bonus", value }],
});
const ATHLETICS = d20("Athletics", 4);
const NIMBLENESS = d20("Nimbleness", 2);

let w: LoopWorld;
beforeAll(installRealTemplates);
beforeEach(async () => {
  w = await loopWorld();
  w.as(w.gm);
});

const newest = (): FakeChatMessage => {
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("nothing posted");
  return message;
};

async function rolled(request: DiceRequest): Promise<FrayRoll> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return roll;
}

/** Aldo's Athletics against `opponent`'s Nimbleness, the d20s showing `faces`, as a room posts it once rolled. */
async function post(opponent: FakeActor, faces: [number, number], whisper: string[] = []): Promise<FakeChatMessage> {
  w.dice(...faces);
  await postOpposedCard({
    action: "Trip",
    ties: "opponent",
    initiator: { actor: w.aldo as never, check: "Athletics check", request: ATHLETICS, roll: await rolled(ATHLETICS) },
    opponents: [
      { actor: opponent as never, check: "Nimbleness check", request: NIMBLENESS, roll: await rolled(NIMBLENESS) },
    ],
    effects: ["Brute is knocked Prone."],
    ...(whisper.length ? { visibility: { whisper, blind: false } } : {}),
  });
  return newest();
}

/** The message as `user`'s client renders it: core's header and the content, after Fray's hook. */
async function rendered(message: FakeChatMessage, user: FakeUser): Promise<{ sender: string; content: string }> {
  w.as(user);
  const sender = { textContent: "core header" };
  const content = { innerHTML: "core roll" };
  const html = {
    querySelector: (selector: string) =>
      selector === ".message-content" ? content : selector === ".message-sender" ? sender : null,
  };
  await renderOpposedCard(message as never, html as never);
  return { sender: sender.textContent, content: content.innerHTML };
}

describe("posted: a core roll message of type contest, with each side's request", () => {
  it('"You succeed if you roll higher than your target": 15 + 4 = 19 beats 5 + 2 = 7; both rolls are core\'s', async () => {
    const message = await post(w.brute, [15, 5]);
    expect(message.type).toBe("opposed");
    expect(message.rolls.map((r) => r.total)).toEqual([19, 7]);
    expect(message.system).toMatchObject({
      action: "Trip",
      ties: "opponent",
      initiator: { name: "Aldo", check: "Athletics check" },
      opponents: [{ name: "Brute", check: "Nimbleness check" }],
      effects: ["Brute is knocked Prone."],
    });
    // The odds before the roll, worked out by the poster from both requests and the tie rule (display only).
    const [opponent] = (message.system as unknown as { opponents: { chance: number }[] }).opponents;
    expect(opponent?.chance).toBe(opposedProbability(ATHLETICS, NIMBLENESS, "defender"));
    expect(contestFace(message)).toBe(
      [
        "Aldo — Trip",
        "Aldo: Athletics check Total 19",
        "Brute: Nimbleness check Total 7",
        "Aldo wins",
        "Aldo's chance before the roll: 57%",
        "Brute is knocked Prone.",
      ].join("\n"),
    );
  });

  it("the card renders with the real template: both sides, the winner in words beside its icon, both breakdowns", async () => {
    const { content } = await rendered(await post(w.brute, [3, 18]), w.bob);
    expect(content).toContain("Aldo — Trip");
    expect(content).toContain('<i class="fa-solid fa-trophy" aria-hidden="true"></i> Brute wins');
    expect(content).toContain('class="opposed-pair outcome-lost"');
    expect(content.match(/<details class="fray-breakdown fray-breakdown--opposed">/g)).toHaveLength(2);
    expect(content).toContain("Aldo&#x27;s roll details");
  });

  it("a name is text, never markup: an actor named with HTML is escaped on the card", async () => {
    await w.brute.update({ name: '<img src=x onerror="alert(1)">' });
    const { content } = await rendered(await post(w.brute, [15, 5]), w.alice);
    expect(content).not.toContain("<img");
    expect(content).toContain("&lt;img src");
  });

  it("a request changed after the roll (a forged card) does not read back: the card says so, names no winner", async () => {
    const message = await post(w.brute, [15, 5]);
    const system = message.system as unknown as { opponents: { request: DiceRequest }[] };
    const [opponent] = system.opponents;
    if (opponent) opponent.request = { ...NIMBLENESS, groups: [{ id: "d20", source: "d20", count: 1, faces: 12 }] };
    const { content } = await rendered(message, w.gm);
    expect(content).toContain("could not be read");
    expect(content).not.toContain("wins");
  });
});

describe("an opponent that is no creature: a difficulty the initiator rolls against", () => {
  it("stores no actor and no roll for it, shows its name and why it did not roll, and the room's winner", async () => {
    w.dice(8);
    await postOpposedCard({
      action: "Escape",
      initiator: {
        actor: w.aldo as never,
        check: "Athletics check",
        request: ATHLETICS,
        roll: await rolled(ATHLETICS),
      },
      opponents: [
        {
          name: "The rope",
          check: "DC 10",
          noRoll: "No one holds Aldo: a DC stands in.",
          decision: { initiatorWins: true, reason: "12 meets DC 10.", chance: 0.75 },
        },
      ],
      effects: [],
    });
    const message = newest();
    expect(message.rolls.map((r) => r.total)).toEqual([12]);
    expect(message.system).toMatchObject({ opponents: [{ actorUuid: "", name: "The rope", winner: "initiator" }] });
    await fake().game.settings.set("fray", "hideNpcFromPlayers", true);
    w.as(w.alice);
    expect(contestFace(message)).toBe(
      [
        "Aldo — Escape",
        "Aldo: Athletics check Total 12",
        "The rope: DC 10",
        "No one holds Aldo: a DC stands in.",
        "Aldo wins",
        "12 meets DC 10.",
        "Aldo's chance before the roll: 75%",
      ].join("\n"),
    );
  });
});

describe("the data model validates what is stored", () => {
  it("refuses a tie rule it does not know (a card's fields are checked like any document's)", async () => {
    const initiator = { actorUuid: "", name: "Aldo", check: "", request: ATHLETICS };
    const system = { action: "Trip", ties: "attacker", initiator, opponents: [], effects: [] };
    await expect(async () => fake().ChatMessage.create({ type: "opposed", system })).rejects.toThrow(/ties/);
  });
});

describe("who reads it", () => {
  it("public by default: every user reads the card", async () => {
    const message = await post(w.brute, [15, 5]);
    for (const user of [w.alice, w.bob, w.gm]) expect((await rendered(message, user)).content).toContain("Aldo wins");
  });

  it("whispered to the GM: players are left core's private line", async () => {
    const message = await post(w.brute, [15, 5], [w.gm.id]);
    expect((await rendered(message, w.bob)).content).toBe("core roll");
    expect((await rendered(message, w.gm)).content).toContain("Aldo wins");
  });

  it("an NPC no player owns, while the world hides NPC data: players read 'Unknown creature wins', no dice, no odds", async () => {
    await fake().game.settings.set("fray", "hideNpcFromPlayers", true);
    const ogre = w.createActor({ name: "Ogre", type: "bonus-npc", ownership: { default: 0 } });
    const message = await post(ogre, [3, 18]);
    w.as(w.alice);
    expect(shownContest(message).pairs[0]).toMatchObject({ winnerText: "Unknown creature wins", oddsText: "" });
    const player = await rendered(message, w.alice);
    expect(player.content).not.toContain("Ogre");
    expect(player.content.match(/fray-breakdown--opposed/g)).toHaveLength(1);
    expect((await rendered(message, w.gm)).content).toContain("Ogre wins");
  });
});
