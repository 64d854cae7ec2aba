/**
 * A prompted reaction's spend read back on the GM's side (chat/reaction-prompt/prompted-spend.ts) and the check that
 * an attack is one an open prompt offers (offered-attack.ts). The spend names the reaction and the prompt's message,
 * `<reaction>:<messageId>`; it is taken only from a GM's prompt of that reaction, still on its turn, offering it to
 * this combatant. Any client may post a message with any flags, so a prompt a player posts proves nothing.
 *
 * A started fight of three: the Brute (Bob's) acts first, then Aldo and Cara (Alice's). The GM's prompt, posted on
 * the Brute's turn, offers Aldo a "lunge" with his sword against the Brute; Cara is offered nothing.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { postReactionPrompt } from "../../../module/foundry/chat/reaction-prompt/post.ts";
import { promptOffersAttack } from "../../../module/foundry/chat/reaction-prompt/offered-attack.ts";
import {
  parsePromptedSpend,
  promptedSpend,
  promptedSpendAction,
} from "../../../module/foundry/chat/reaction-prompt/prompted-spend.ts";
import type { ReactionPrompt } from "../../../module/foundry/chat/reaction-prompt/prompt.ts";
import type { SpendAttack } from "../../../module/foundry/combat/room.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import { loopWorld, type LoopWorld } from "./world-fixture.ts";

type AnyCombatant = Parameters<typeof promptedSpend>[0];
type AnyActor = Parameters<typeof promptOffersAttack>[1];

const LUNGE = "lunge";
const CLOSED = { refused: "FRAY.Combat.Prompt.closed" };

let w: LoopWorld;
let combat: FakeCombat;
let cara: FakeActor;

const reactor = (actor: FakeActor) => combatantOf(combat, actor) as unknown as AnyCombatant;

/** The room's reading of its documents, as this test sets it: is the reactor's weapon still equipped? */
let equipped = true;
const armed = () => equipped;
/** The attack the honest flow names: Aldo's sword against the Brute, the prompt's source. */
const honest = (): SpendAttack => ({ itemId: w.swordId, targetUuid: w.brute.uuid });

/** The GM's reading of a spend naming `action` and `attack` (the honest one unless said). */
function spendOf(
  combatant: AnyCombatant,
  action: string,
  reactions: readonly string[],
  attack: SpendAttack | null = honest(),
) {
  return promptedSpend(combatant, { action, ...(attack ? { attack } : {}) }, reactions, armed);
}
const asActor = (actor: FakeActor) => actor as unknown as AnyActor;

/** The prompt the GM posts on the Brute's turn, offering Aldo his sword. */
function lungePrompt(): ReactionPrompt {
  return {
    reaction: LUNGE,
    label: "FRAY.Test.lunge",
    combatId: combat.id,
    sourceId: combatantOf(combat, w.brute).id,
    round: combat.round,
    turn: combat.turn,
    reactors: [{ combatantId: combatantOf(combat, w.aldo).id, attacks: [{ itemId: w.swordId, name: "Sword" }] }],
  };
}

/** `user` posts `prompt` as a prompt message (the GM through the shared poster, anyone else straight through core). */
async function posted(prompt: ReactionPrompt, user = w.gm): Promise<FakeChatMessage> {
  w.as(user);
  if (user === w.gm) await postReactionPrompt(prompt, "The Brute lunges.", w.brute as never);
  else await fake().ChatMessage.create({ content: "forged", flags: { fray: { reactionPrompt: prompt } } });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("nothing posted");
  w.as(w.gm);
  return message;
}

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await loopWorld();
  equipped = true;
  cara = w.createActor({ name: "Cara", type: "bonus-character", ownership: { default: 0, [w.alice.id]: 3 } });
  w.as(w.gm);
  combat = await createCombat("bonus", [w.brute, w.aldo, cara]);
  await combatantOf(combat, w.brute).update({ initiative: 15 });
  await combatantOf(combat, w.aldo).update({ initiative: 9 });
  await combatantOf(combat, cara).update({ initiative: 5 });
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
  // The first set-up imports the whole system: slow on a loaded machine, so it is given time (no assertion on it).
}, 30_000);

describe("the spend a prompt's button asks for: `<reaction>:<messageId>`", () => {
  it("reads back the reaction and message it names, for the room's own reactions only", () => {
    const action = promptedSpendAction(LUNGE, "abcDEF0123456789");
    expect(action).toBe("lunge:abcDEF0123456789");
    expect(parsePromptedSpend(action, ["parry", LUNGE])).toEqual({ reaction: LUNGE, messageId: "abcDEF0123456789" });
    expect(parsePromptedSpend(action, ["parry"])).toBeUndefined();
  });

  it("anything else is no prompted spend: no message, a message id of another form, an ordinary action", () => {
    for (const action of ["lunge", "lunge:", "lunge:a.b", "lunge:abc:def", `lunge:${"a".repeat(65)}`, "attack"]) {
      expect(parsePromptedSpend(action, [LUNGE])).toBeUndefined();
    }
  });
});

describe("GM side: the prompt the spend names, checked", () => {
  it("the GM's open prompt offering it to this combatant: the reaction, with the prompt as its trigger", async () => {
    const message = await posted(lungePrompt());
    const taken = spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE]);
    expect(taken).toEqual({
      reaction: LUNGE,
      messageId: message.id,
      trigger: `prompt.${message.id}`,
      prompt: lungePrompt(),
    });
  });

  it("another spend is not the helper's to answer (undefined): the room reads it as an ordinary action", () => {
    expect(spendOf(reactor(w.aldo), "attack", [LUNGE])).toBeUndefined();
  });

  it("already used: the same prompt is the same trigger every time, so the engine takes it once per prompt", async () => {
    const first = await posted(lungePrompt());
    const second = await posted(lungePrompt());
    const trigger = (id: string) => {
      const taken = spendOf(reactor(w.aldo), `lunge:${id}`, [LUNGE]);
      return taken && "trigger" in taken ? taken.trigger : undefined;
    };
    expect(trigger(first.id)).toBe(trigger(first.id));
    expect(trigger(first.id)).not.toBe(trigger(second.id));
  });

  it("player-posted: a prompt of exactly the GM's shape that Alice posts is refused", async () => {
    const forged = await posted(lungePrompt(), w.alice);
    expect(spendOf(reactor(w.aldo), `lunge:${forged.id}`, [LUNGE])).toEqual(CLOSED);
  });

  it("forged: a message that is no prompt, one that does not exist, or a prompt of another reaction is refused", async () => {
    w.as(w.gm);
    const plain = await fake().ChatMessage.create({ content: "hello" });
    expect(spendOf(reactor(w.aldo), `lunge:${plain.id}`, [LUNGE])).toEqual(CLOSED);
    expect(spendOf(reactor(w.aldo), "lunge:nosuchmessage000", [LUNGE])).toEqual(CLOSED);
    const parry = await posted({ ...lungePrompt(), reaction: "parry" });
    expect(spendOf(reactor(w.aldo), `lunge:${parry.id}`, [LUNGE, "parry"])).toEqual(CLOSED);
  });

  it("a prompt of another fight is refused to this fight's combatant", async () => {
    const message = await posted({ ...lungePrompt(), combatId: "othercombat00000" });
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE])).toEqual(CLOSED);
  });

  it("not offered: Cara, whom the prompt does not list, is refused", async () => {
    const message = await posted(lungePrompt());
    expect(spendOf(reactor(cara), `lunge:${message.id}`, [LUNGE])).toEqual({
      refused: "FRAY.Combat.Prompt.notOffered",
    });
  });

  it("expired: once the fight moves to the next turn, or the next round, the prompt is closed", async () => {
    const message = await posted(lungePrompt());
    await combat.nextTurn();
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE])).toEqual(CLOSED);
    const later = await posted(lungePrompt());
    await combat.nextRound();
    expect(spendOf(reactor(w.aldo), `lunge:${later.id}`, [LUNGE])).toEqual(CLOSED);
  });
});

describe("GM side: the attack the spend names, tied to the prompt", () => {
  const refused = (reason: string) => ({ refused: `FRAY.Combat.Prompt.${reason}` });

  it("honest: the offered sword, still equipped, against the Brute is paid", async () => {
    const message = await posted(lungePrompt());
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE])).toMatchObject({ reaction: LUNGE });
  });

  it("forged weapon: an item the prompt did not offer Aldo is refused", async () => {
    const message = await posted(lungePrompt());
    const attack = { ...honest(), itemId: "otheritem0000000" };
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE], attack)).toEqual(refused("weaponNotOffered"));
  });

  it("forged target: the offered sword against anyone but the prompt's source is refused", async () => {
    const message = await posted(lungePrompt());
    const attack = { ...honest(), targetUuid: cara.uuid };
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE], attack)).toEqual(refused("targetNotOffered"));
  });

  it("no longer armed: the offered sword the room no longer reads as ready (unequipped) is refused", async () => {
    const message = await posted(lungePrompt());
    equipped = false;
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE])).toEqual(refused("notArmed"));
  });

  it("an attack prompt's spend naming no attack is refused", async () => {
    const message = await posted(lungePrompt());
    expect(spendOf(reactor(w.aldo), `lunge:${message.id}`, [LUNGE], null)).toEqual(refused("noAttack"));
  });

  it("a prompt that is no attack (act) is paid alone, or naming what it offered: anything else is refused", async () => {
    const message = await posted({ ...lungePrompt(), act: true });
    const action = `lunge:${message.id}`;
    expect(spendOf(reactor(w.aldo), action, [LUNGE], null)).toMatchObject({ reaction: LUNGE });
    // The button names the item it is done with (a spell among several); the room reads it from its documents.
    equipped = false;
    expect(spendOf(reactor(w.aldo), action, [LUNGE])).toMatchObject({ reaction: LUNGE });
    const other = { itemId: "otheritem0000000", targetUuid: w.brute.uuid };
    expect(spendOf(reactor(w.aldo), action, [LUNGE], other)).toEqual(refused("weaponNotOffered"));
    const elsewhere = { itemId: w.swordId, targetUuid: cara.uuid };
    expect(spendOf(reactor(w.aldo), action, [LUNGE], elsewhere)).toEqual(refused("targetNotOffered"));
  });
});

describe("is this attack one an open prompt offers?", () => {
  it("the reactor's offered item against the prompt's source: yes", async () => {
    await posted(lungePrompt());
    expect(promptOffersAttack(LUNGE, asActor(w.aldo), w.swordId, asActor(w.brute))).toBe(true);
  });

  it("another reaction, item, target or attacker: no", async () => {
    await posted(lungePrompt());
    expect(promptOffersAttack("parry", asActor(w.aldo), w.swordId, asActor(w.brute))).toBe(false);
    expect(promptOffersAttack(LUNGE, asActor(w.aldo), "otheritem0000000", asActor(w.brute))).toBe(false);
    expect(promptOffersAttack(LUNGE, asActor(w.aldo), w.swordId, asActor(cara))).toBe(false);
    expect(promptOffersAttack(LUNGE, asActor(cara), w.swordId, asActor(w.brute))).toBe(false);
  });

  it("a prompt a player posts, or one the fight has moved past, offers nothing", async () => {
    await posted(lungePrompt(), w.alice);
    expect(promptOffersAttack(LUNGE, asActor(w.aldo), w.swordId, asActor(w.brute))).toBe(false);
    await posted(lungePrompt());
    await combat.nextTurn();
    expect(promptOffersAttack(LUNGE, asActor(w.aldo), w.swordId, asActor(w.brute))).toBe(false);
  });
});
