/**
 * What each `fray.*` query needs for the abuse sweep: a world with something to act on (a fresh attack card, a
 * started combat), the actor whose stamp proves the request, its owner, a stranger (a player who owns something
 * else) and how the legitimate owner asks. A query registered without an entry here fails the sweep, so a new query
 * cannot ship unswept. `fray.step` is swept once per side of the card: the target's Defense, the attacker's damage.
 */
import { COMBAT_ACT_ROUTE } from "../../../module/foundry/combat/act-query.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { rollAttack } from "../../../module/foundry/flows/attack.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { DEFEND_CHOICE } from "../../../module/foundry/procedure/steps/reaction-roll.ts";
import { relayQuery } from "../../../module/foundry/queries/relay.ts";
import { SHEET_ACT_ROUTE } from "../../../module/foundry/queries/sheet-act.ts";
import type { RequestKind } from "../../../module/foundry/queries/proof.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { FakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import { energyWorld } from "../energy/world-fixture.ts";
import { FakeSceneDocument, installSelfCheckWorld } from "../../support/fake-foundry/world/self-check-world.ts";
import { woundsWorld } from "../wounds/world-fixture.ts";
import { forgeCard, type ForgeKind } from "./forge.ts";

/** How the author of the thing a request names could edit it behind the GM's back (attack cards only). */
export type TamperKind = "reset" | "retarget" | "outcome" | "plantUndo";

export interface Scenario {
  readonly world: FakeWorld;
  /** The actor the request must be stamped on, and the player who owns it. */
  readonly proof: FakeActor;
  readonly owner: FakeUser;
  /** A player who owns another actor of the scene (the other side). */
  readonly stranger: FakeUser;
  readonly strangerActor: FakeActor;
  /** A well-formed payload with this request id (and any field overridden). */
  payload(requestId: string, over?: Record<string, unknown>): Record<string, unknown>;
  /** Actors whose deletion must make the request fail (the proof, the row's target …). */
  readonly needed: readonly FakeActor[];
  /** Delete what the request names (the card); undefined where the fake cannot delete it. */
  readonly deleteSubject?: () => void;
  /** The subject's author edits it (a player may update their own attack card); undefined when no player can. */
  readonly tamper?: (how: TamperKind) => Promise<void>;
  /** The subject's author posts a forged copy of it as a new, pristine card (forge.ts); resolves to its id. */
  readonly forge?: (how: ForgeKind) => Promise<string>;
  /** The legitimate request through the client side; resolves to the refusal code, or undefined when done. */
  ask(): Promise<string | undefined>;
}

export interface QueryScenario {
  /** The `fray.*` query this case sends. */
  readonly query: string;
  readonly kind: RequestKind;
  /** Faces that make the legitimate request succeed (a defense that rolls, damage that lands). */
  readonly faces: readonly number[];
  /** The payload fields that carry ids (short id-like strings). */
  readonly idFields: readonly string[];
  /** The field naming the subject (card, combat) and the one naming the row (row, combatant). */
  readonly subjectField: string;
  readonly rowField: string;
  /** The stable refusal code of a reply in this query's own shape. */
  code(reply: unknown): string | undefined;
  /** Codes this query answers for an abuse kind where they differ from the card queries'. */
  readonly codes?: Readonly<Record<string, readonly string[]>>;
  build(): Promise<Scenario>;
}

/** A property of a reply or payload of unknown shape. */
export const field = (reply: unknown, key: string): unknown =>
  typeof reply === "object" && reply !== null ? (reply as Record<string, unknown>)[key] : undefined;

/**
 * Alice's Aldo attacks Bob's Brute; the faces make a hit of 25 against Guard 17. `spent`: the Brute has no Vigor left
 * for a Defense, so its row does not wait for its choice and damage may be applied at once.
 */
async function attackCard(spent = false): Promise<{ world: LoopWorld; card: FakeChatMessage }> {
  const world = await loopWorld();
  if (spent) {
    world.as(world.gm);
    await world.brute.update({ system: { vigor: { value: 0 } } });
  }
  world.as(world.alice);
  world.alice.targets.clear();
  world.alice.targets.add({ actor: world.brute });
  world.dice(15, 5, 5);
  await rollAttack(world.aldo as never, world.swordId, { skipDialog: true });
  const card = [...world.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return { world, card };
}

const EDITS: Readonly<Record<TamperKind, Record<string, unknown>>> = {
  reset: {
    defense: { status: "none", roll: null },
    damage: { status: "none", roll: null, before: null, summary: "" },
  },
  retarget: {}, // the row's actor is swapped for another (see `tamper`)
  outcome: { outcome: "hit", against: 0 },
  plantUndo: {
    damage: { status: "applied", roll: null, before: { system: { durability: { value: 99 } } }, summary: "" },
  },
};

function cardScenario(
  world: LoopWorld,
  card: FakeChatMessage,
  side: Pick<Scenario, "proof" | "owner" | "stranger" | "strangerActor">,
  stepId: "defense" | "damage",
): Scenario {
  // The Defense is taken with its choice (Defend or Take the hit); damage has none.
  const choice = stepId === "defense" ? DEFEND_CHOICE : undefined;
  return {
    world,
    ...side,
    payload: (requestId, over = {}) => ({
      messageId: card.id,
      rowKey: "t0",
      stepId,
      ...(choice === undefined ? {} : { choice }),
      requestId,
      ...over,
    }),
    // The GM plans the attack of a player's pristine card again: both need the attacker and the target.
    needed: [world.aldo, world.brute],
    deleteSubject: () => world.messages.delete(card.id),
    tamper: async (how) => {
      const source = card.system.toObject() as { targets: Record<string, unknown>[] };
      const edit = how === "retarget" ? { actorUuid: world.aldo.uuid } : EDITS[how];
      const targets = source.targets.map((row) => ({ ...row, ...edit }));
      world.as(world.alice);
      await card.update({ system: { targets, processed: [] } });
    },
    forge: async (how) => {
      const context = {
        otherTarget: world.aldo,
        othersActor: { uuid: world.brute.uuid, itemId: world.mailId },
        toggle: "chargeSituation",
      };
      const forged = await forgeCard(world, world.alice, card, how, context);
      world.as(world.gm);
      return forged.id;
    },
    ask: async () => {
      const reply = await askStep(stepId, side.proof as never, card.id, "t0", choice);
      return reply.ok ? undefined : reply.reason;
    },
  };
}

const CARD_QUERY = {
  query: "fray.step",
  idFields: ["messageId", "rowKey", "stepId", "requestId"],
  subjectField: "messageId",
  rowField: "rowKey",
  code: (reply: unknown) => {
    const reason = field(reply, "reason");
    return typeof reason === "string" ? reason : undefined;
  },
} as const;

/** The sweep's cases by name: each names the query it sends. */
export const QUERY_SCENARIOS: Readonly<Record<string, QueryScenario>> = {
  "fray.step defense": {
    ...CARD_QUERY,
    kind: "step.defense",
    faces: [2, 2],
    build: async () => {
      const { world, card } = await attackCard();
      const side = { proof: world.brute, owner: world.bob, stranger: world.alice, strangerActor: world.aldo };
      return cardScenario(world, card, side, "defense");
    },
  },
  "fray.step damage": {
    ...CARD_QUERY,
    kind: "step.damage",
    faces: [6, 5, 3],
    build: async () => {
      const { world, card } = await attackCard(true);
      const side = { proof: world.aldo, owner: world.alice, stranger: world.bob, strangerActor: world.brute };
      return cardScenario(world, card, side, "damage");
    },
  },
  /** Aldo (Alice) spends an Action for an attack on his turn of a started `bonus` combat with the Brute (Bob). */
  "fray.spend": {
    query: "fray.spend",
    kind: "spend",
    faces: [],
    idFields: ["combatId", "combatantId", "action", "requestId"],
    subjectField: "combatId",
    rowField: "combatantId",
    code: (reply) => {
      const refused = field(reply, "refused");
      return typeof refused === "string" ? refused.split(".").at(-1) : undefined;
    },
    codes: { wrongUser: ["notGm"], unknownCard: ["unknownCombatant"], unknownRow: ["unknownCombatant"] },
    build: async () => {
      const world = await loopWorld();
      const combat = await createCombat("bonus", [world.aldo, world.brute]);
      await combatantOf(combat, world.aldo).update({ initiative: 15 });
      await combatantOf(combat, world.brute).update({ initiative: 7 });
      await combat.startCombat();
      const combatantId = combatantOf(combat, world.aldo).id;
      return {
        world,
        proof: world.aldo,
        owner: world.alice,
        stranger: world.bob,
        strangerActor: world.brute,
        payload: (requestId, over = {}) => ({
          combatId: combat.id,
          combatantId,
          action: "attack",
          requestId,
          options: {},
          ...over,
        }),
        needed: [world.aldo],
        ask: async () => {
          const reply = await requestSpend(world.aldo as never, { action: "attack" });
          return reply.ok ? undefined : reply.refused.split(".").at(-1);
        },
      };
    },
  },
  /**
   * Vera (Alice) passes for the Round in a started `energy` combat with the Ogre (Bob): the one act of hers that
   * settles once (a second Pass is refused), so the sweep's "until the GM refuses" ends.
   */
  "fray.combatAct": {
    query: "fray.combatAct",
    kind: "combatAct",
    faces: [],
    idFields: ["combatId", "combatantId", "requestId"],
    subjectField: "combatId",
    rowField: "combatantId",
    code: CARD_QUERY.code,
    codes: { unknownCard: ["unknownCombatant"], unknownRow: ["unknownCombatant"] },
    build: async () => {
      const world = await energyWorld();
      const combat = await createCombat("energy", [world.vera, world.ogre]);
      await combat.startCombat();
      const vera = combatantOf(combat, world.vera);
      return {
        world,
        proof: world.vera,
        owner: world.alice,
        stranger: world.bob,
        strangerActor: world.ogre,
        payload: (requestId, over = {}) => ({
          combatId: combat.id,
          combatantId: vera.id,
          act: "pass",
          requestId,
          ...over,
        }),
        needed: [world.vera],
        // The client side of the tracker's Pass (economy-access `actFor(…, "pass")` on a player's client).
        ask: async () => {
          const reply = await relayQuery(COMBAT_ACT_ROUTE, world.vera as never, {
            combatId: combat.id,
            combatantId: vera.id,
            act: "pass",
          });
          return reply.ok ? undefined : reply.reason;
        },
      };
    },
  },
  /**
   * Alice's Vera treats the light wound of Bob's Ogre beside her (a `wounds` sheet's Treat Wound): a face of 20 heals
   * it, so a second legitimate request is refused ("No wound of that level"). The uuid fields are not ids: a stranger
   * id there is malformed, an act no room knows is the room's refusal.
   */
  "fray.sheetAct": {
    query: "fray.sheetAct",
    kind: "sheetAct",
    faces: [20],
    idFields: ["act", "requestId"],
    subjectField: "targetUuid",
    rowField: "act",
    code: CARD_QUERY.code,
    codes: { unknownCard: ["malformed"], unknownRow: ["FRAY.Wounds.Heal.Refusal.unknownAct"] },
    build: async () => {
      const world = await woundsWorld();
      installSelfCheckWorld(world);
      world.as(world.gm);
      await world.ogre.update({ system: { wounds: { light: 1 } } });
      const scene = await FakeSceneDocument.create({
        name: "Yard",
        grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
      });
      await scene.createEmbeddedDocuments("Token", [
        { actorId: world.vera.id, x: 0, y: 0, actorLink: true },
        { actorId: world.ogre.id, x: 100, y: 0, actorLink: true },
      ]);
      const fields = { actorUuid: world.vera.uuid, targetUuid: world.ogre.uuid, act: "treatWound", choice: "light" };
      return {
        world,
        proof: world.vera,
        owner: world.alice,
        stranger: world.bob,
        strangerActor: world.ogre,
        payload: (requestId, over = {}) => ({ ...fields, requestId, ...over }),
        needed: [world.vera, world.ogre],
        // The client side of the sheet's Treat Wound button (`requestSheetAct` on a player's client).
        ask: async () => {
          const reply = await relayQuery(SHEET_ACT_ROUTE, world.vera as never, fields);
          return reply.ok ? undefined : reply.reason;
        },
      };
    },
  },
};
