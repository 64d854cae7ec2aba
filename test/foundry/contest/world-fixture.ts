/**
 * A fake world with two `contest` fighters, one per player. `init` installs the room from the registry (its models,
 * combatant model, sheets and descriptor); the fixture makes its conditions the world's status effects, as a world
 * whose ruleset is `contest` has them.
 */
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { RollChoices } from "../../../module/foundry/combat-room.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";

export interface ContestWorld extends FakeWorld {
  /** Alice's knight: Strength 2 + Classical Knight 2 with a longsword (1d8 slashing): a +4 Strike. */
  readonly kara: FakeActor;
  /**
   * Bob's brute: Strength 1, Agility 2, Dodge 2, the Brawler style at 1 with a club and a Bone Shield (BR 4): Dodge +4,
   * Block +2 (Strength), Parry +3 (Agility); 20 Health, no armor.
   */
  readonly brute: FakeActor;
}

export const LONGSWORD = "longsword0000000";
export const FLAME_BRAND = "flamebrand000000";
/** The Brute's club. */
export const CLUB = "club000000000000";
export const MENDING = "mendingword00000";
export const GRASP = "shockgrasp000000";

/** A bow's system: ranged, 1d6 piercing at 30 m, equipped. */
export const BOW_SYSTEM = {
  delivery: "ranged",
  damage: { count: 1, faces: 6, bonus: 0 },
  damageType: "piercing",
  range: 30,
  equipped: true,
};

/** An ability's system: a ranged spell of 1d8 shock at 30 m that makes no attack, costing `ap`, with `over`. */
export const shockSpell = (ap: number, over: Record<string, unknown> = {}) => ({
  kind: "spell",
  attack: false,
  delivery: "ranged",
  range: 30,
  damage: { count: 1, faces: 8, bonus: 0 },
  damageType: "shock",
  ap,
  ...over,
});

/** Two spells of Kara's at `ap` each (for `karaItems`): Mending Word, and Shocking Grasp, an attack in melee. */
export const mendingAndGrasp = (ap: number): object[] => [
  { _id: MENDING, name: "Mending Word", type: "contest-ability", system: shockSpell(ap) },
  // "which don't have the Melee Attack trait": a melee delivery has it (rules page decision 91).
  {
    _id: GRASP,
    name: "Shocking Grasp",
    type: "contest-ability",
    system: shockSpell(ap, { attack: true, delivery: "melee" }),
  },
];

const weapon = (damageType: string) => ({
  delivery: "melee",
  damage: { count: 1, faces: 8, bonus: 0 },
  damageType,
  reach: 1,
  equipped: true,
});

/** `karaItems`: more items Kara holds (a test's spells). */
export async function contestWorld(karaItems: readonly object[] = []): Promise<ContestWorld> {
  const world = await systemWorld();
  configureStatusEffects("contest");
  const kara = world.createActor({
    name: "Kara",
    type: "contest-character",
    ownership: { default: 0, [world.alice.id]: 3 },
    system: {
      attributes: { strength: 2, agility: 1, perception: 1 },
      styles: [{ name: "Classical Knight", rank: 2, gear: ["longsword", "flame brand", "shield", "full armor"] }],
      health: { value: 20, max: 20 },
    },
    items: [
      { _id: LONGSWORD, name: "Longsword", type: "contest-weapon", system: weapon("slashing") },
      { _id: FLAME_BRAND, name: "Flame Brand", type: "contest-weapon", system: { ...weapon("fire"), equipped: false } },
      ...karaItems,
    ],
  });
  const brute = world.createActor({
    name: "Brute",
    type: "contest-npc",
    ownership: { default: 0, [world.bob.id]: 3 },
    system: {
      attributes: { strength: 1, agility: 2, perception: 0 },
      skills: { dodge: { rank: 2, attribute: "agility" } },
      styles: [{ name: "Brawler", rank: 1, gear: ["club", "shield"] }],
      health: { value: 20, max: 20 },
    },
    items: [
      { _id: CLUB, name: "Club", type: "contest-weapon", system: weapon("crushing") },
      {
        _id: "shield0000000000",
        name: "Bone Shield",
        type: "contest-shield",
        system: { blockRating: 4, equipped: true },
      },
    ],
  });
  return { ...world, kara, brute };
}

/**
 * Alice declares Kara's Strike at the Brute with `itemId` and the roll dialog's `choices` (shift-click); nothing is
 * rolled. Resolves to the card posted.
 */
export async function karaStrikes(
  w: ContestWorld,
  itemId = LONGSWORD,
  choices: RollChoices = {},
): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
  await rollAttack(w.kara as never, itemId, { skipDialog: true, choices });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

/** Bob chooses the Brute's defense on the card's row, the GM rolling its test with `faces`. */
export function bruteDefends(w: ContestWorld, card: FakeChatMessage, choice: string, ...faces: number[]) {
  w.as(w.bob);
  w.dice(...faces);
  return askStep("defense", w.brute as never, card.id, "t0", choice);
}

/** Alice asks for Kara's Strike test; the GM rolls it with `faces`. */
export function karaRolls(w: ContestWorld, card: FakeChatMessage, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("attack", w.kara as never, card.id, "t0");
}
