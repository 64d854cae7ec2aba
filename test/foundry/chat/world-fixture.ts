import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { TAKE_HIT_CHOICE } from "../../../module/foundry/procedure/steps/may-defend.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { currentUser } from "../../support/fake-foundry/world/users.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";

export interface LoopWorld extends FakeWorld {
  /** Alice's character: Agility 2 bonus dice, Strength 1, a two-die ordinary sword. */
  readonly aldo: FakeActor;
  readonly swordId: string;
  /** Bob's NPC: Guard 15 + 2 (mail), Armor Rank 2, Speed 1 bonus die, 20 Vigor. */
  readonly brute: FakeActor;
  readonly mailId: string;
}

/** The fake world with the system initialised and two combatants, one per player. */
export async function loopWorld(): Promise<LoopWorld> {
  const world = await systemWorld();
  const aldo = world.createActor({
    name: "Aldo",
    type: "bonus-character",
    ownership: { default: 0, [world.alice.id]: 3 },
    system: { abilities: { agility: 2, strength: 1, speed: 1 } },
    items: [{ _id: "sword00000000000", name: "Sword", type: "bonus-weapon", system: { damageValue: 2 } }],
  });
  const brute = world.createActor({
    name: "Brute",
    type: "bonus-npc",
    ownership: { default: 0, [world.bob.id]: 3 },
    system: { abilities: { speed: 1 }, vigor: { value: 20, max: 20 } },
    items: [{ _id: "mail000000000000", name: "Mail", type: "bonus-armor", system: { rank: 2, guardBonus: 2 } }],
  });
  return { ...world, aldo, swordId: "sword00000000000", brute, mailId: "mail000000000000" };
}

/** Alice attacks the Brute with Aldo's sword, the dice showing `faces` (default: 25 against Guard 17, a hit). */
export async function aliceAttacksBrute(w: LoopWorld, faces: readonly number[] = [15, 5, 5]): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(...faces);
  // Loaded on use: tests that mock the roll dialog must get to set their mock up before the flow imports it.
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.aldo as never, w.swordId, { skipDialog: true });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

/**
 * Bob takes the hit for his Brute on `rowKey` ("the defender has the option to use a reaction": he declines it), so
 * the attacker may apply damage; the client is the one that was acting before.
 */
export async function bruteTakesTheHit(w: LoopWorld, card: FakeChatMessage, rowKey = "t0"): Promise<void> {
  const acting = currentUser();
  w.as(w.bob);
  const reply = await askStep("defense", w.brute as never, card.id, rowKey, TAKE_HIT_CHOICE);
  w.as(acting);
  if (!reply.ok) throw new Error(`the Brute could not take the hit: ${reply.reason}`);
}
