/**
 * The `bonus` play tests' shared set-ups: Alice's fighter Ria striking through the whole card, and Alice's mage Mira
 * with a turn of her own in a started fight. Each test file adds only what its rule needs (the weapons, the target's
 * state, the abilities).
 */
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bruteTakesTheHit, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";

type ItemSource = Record<string, unknown>;

/**
 * The loop world with damage applied by hand (each test asks the damage step itself), and Alice's Ria (Agility 2,
 * Strength 1 and `abilities`) holding `items`.
 */
export async function riaWorld(
  items: readonly ItemSource[],
  abilities: Record<string, number> = {},
): Promise<{ w: LoopWorld; ria: FakeActor }> {
  const w = await loopWorld();
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  const ria = w.createActor({
    name: "Ria",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { agility: 2, strength: 1, ...abilities } },
    items: [...items],
  });
  return { w, ria };
}

export interface Strike {
  readonly weapon: string;
  /** Whom Ria strikes: the Brute unless said. */
  readonly target?: FakeActor;
  /** The Brute's owner takes the hit first (a creature that may defend); an object takes no reaction. */
  readonly takesTheHit?: boolean;
  /** Open the roll dialog (its answer scripted by the test's mock) instead of skipping it. */
  readonly dialog?: boolean;
}

/** Alice's Ria strikes (every die high), the target's owner takes the hit if asked, and Alice applies the damage. */
export async function strikeAndApply(w: LoopWorld, ria: FakeActor, strike: Strike): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: strike.target ?? w.brute });
  w.dice(19, 5, 5);
  // Loaded on use: a test that mocks the roll dialog must set its mock up before the flow imports it.
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(ria as never, strike.weapon, { skipDialog: !strike.dialog });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  if (strike.takesTheHit ?? true) await bruteTakesTheHit(w, card);
  w.dice(...Array<number>(8).fill(5));
  const applied = await askStep("damage", ria as never, card.id, "t0");
  if (!applied.ok) throw new Error(`the damage was not applied: ${applied.reason}`);
  // The damage dice the roll did not use would be the next attack's.
  faceSource.clear();
  return card;
}

/**
 * The loop world on a scene (installed for scenes and tokens) whose ruleset is `bonus`, Alice's Aldo at full Vigor
 * (20), as the reaction tests start.
 */
export async function reactionWorld(): Promise<LoopWorld> {
  const w = await loopWorld();
  installSelfCheckWorld(w);
  await w.aldo.update({ system: { vigor: { value: 20, max: 20 } } });
  await fake().game.settings.set("fray", "ruleset", "bonus");
  return w;
}

/** The card's first target row, as stored (each test reads it in the shape it checks). */
export function firstRow(card: FakeChatMessage): unknown {
  const row = (card.system as unknown as { targets: unknown[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
}

type AnyActor = Parameters<typeof takeSheetAction>[0];

/** A sheet action taken by the current client, as a click on the sheet's Actions takes it. */
export const takeAction = (actor: FakeActor, action: string): Promise<boolean> =>
  takeSheetAction(actor as unknown as AnyActor, { action, label: action, options: {} });

/**
 * Alice's mage Mira (20 Vigor, 10 Mana, `abilities`) and the Brute in a started fight, Mira first (initiative 15
 * against 7); the client is Alice's.
 */
export async function miraFight(
  abilities: readonly ItemSource[],
): Promise<{ w: LoopWorld; mage: FakeActor; combat: FakeCombat }> {
  const w = await loopWorld();
  const mage = w.createActor({
    name: "Mira",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { vigor: { value: 20, max: 20 }, mana: { value: 10, max: 10 } },
    items: [...abilities],
  });
  const combat = await fightBrute(w, mage);
  w.as(w.alice);
  return { w, mage, combat };
}

/** `first` and the Brute in a started fight, `first` acting first (initiative 15 against 7). */
export async function fightBrute(w: LoopWorld, first: FakeActor): Promise<FakeCombat> {
  const combat = await createCombat("bonus", [first, w.brute]);
  await combatantOf(combat, first).update({ initiative: 15 });
  await combatantOf(combat, w.brute).update({ initiative: 7 });
  await combat.startCombat();
  return combat;
}

/** Storm: a 3-action spell for 5 Mana, paid over turns ("such as powerful spells"). */
export const STORM: ItemSource = {
  _id: "storm00000000000",
  name: "Storm",
  type: "bonus-ability",
  system: { kind: "spell", actions: 3, mana: 5 },
};
