/**
 * The abuse kinds of the query sweep (query-abuse.test.ts): each generates hostile requests against one query's
 * scenario (abuse-scenarios.ts) and says which refusal codes answer them.
 */
import fc from "fast-check";
import { expect } from "vitest";
import { stampRequest, type RequestKind } from "../../../module/foundry/queries/proof.ts";
import type { QueryScenario, Scenario } from "./abuse-scenarios.ts";
import { FORGE_KINDS, FORGED_CODES } from "./forge.ts";

/** One hostile request: set the world up (not part of the "nothing changed" window), then send it. */
export interface Attack {
  prepare(s: Scenario): Promise<() => Promise<unknown>>;
  /** The refusal codes of the card queries; a scenario may name its own (`QueryScenario.codes`). */
  readonly expected: readonly string[];
  /** Sent through the client side, whose refusals are the user's notification (and a log line where it logs). */
  readonly asking?: boolean;
}
export interface AbuseKind {
  /** Does the abuse apply to this scenario (a combat cannot be deleted in the fake, nor edited by a player)? */
  applies?(s: Scenario): boolean;
  attacks(query: string, q: QueryScenario): fc.Arbitrary<Attack>;
}

const id = fc.stringMatching(/^[A-Za-z0-9]{16}$/);
/** The legitimate owner stamps its actor, as the client side does before asking. */
export async function ownerStamp(s: Scenario, q: QueryScenario): Promise<string> {
  s.world.as(s.owner);
  const requestId = await stampRequest(s.proof as never, q.kind);
  s.world.as(s.world.gm);
  return requestId;
}
/** A stamp the same owner made for another request: another card step, or a card step for a combat request. */
const otherKind = (kind: RequestKind): RequestKind => (kind === "step.defense" ? "step.damage" : "step.defense");

/** Deep objects the payload parser must refuse without recursing into them. */
const deep = fc.integer({ min: 50, max: 400 }).map((depth) => {
  let node: unknown = "leaf";
  for (let i = 0; i < depth; i++) node = { messageId: node };
  return node;
});

export const ABUSE: Readonly<Record<string, AbuseKind>> = {
  /** A valid, stamped request delivered to a player's client instead of the active GM's. */
  wrongUser: {
    attacks: (query, q) =>
      fc.constantFrom("alice" as const, "bob" as const).map((who) => ({
        expected: ["notActiveGm"],
        prepare: async (s) => {
          const requestId = await ownerStamp(s, q);
          return () => s.world[who].query(query, s.payload(requestId));
        },
      })),
  },
  /** A stranger's own stamp, the owner's stamp of another kind, or an id nobody stamped. */
  nonOwner: {
    attacks: (query, q) =>
      fc.oneof(fc.constantFrom("strangerStamp" as const, "otherKind" as const), id).map((how) => ({
        expected: ["notOwner"],
        prepare: async (s) => {
          let requestId = how;
          if (how === "strangerStamp") {
            s.world.as(s.stranger);
            requestId = await stampRequest(s.strangerActor as never, q.kind);
          } else if (how === "otherKind") {
            s.world.as(s.owner);
            requestId = await stampRequest(s.proof as never, otherKind(q.kind));
          }
          return () => s.world.gm.query(query, s.payload(requestId));
        },
      })),
  },
  unknownCard: {
    attacks: (query, q) =>
      id.map((unknown) => ({
        expected: ["unknownCard"],
        prepare: async (s) => {
          const requestId = await ownerStamp(s, q);
          return () => s.world.gm.query(query, s.payload(requestId, { [q.subjectField]: unknown }));
        },
      })),
  },
  deletedCard: {
    applies: (s) => s.deleteSubject !== undefined,
    attacks: (query, q) =>
      fc.constant({
        expected: ["unknownCard"],
        prepare: async (s: Scenario) => {
          const requestId = await ownerStamp(s, q);
          s.deleteSubject?.();
          return () => s.world.gm.query(query, s.payload(requestId));
        },
      }),
  },
  unknownRow: {
    attacks: (query, q) =>
      fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/).map((row) => ({
        expected: ["unknownTarget"],
        prepare: async (s) => {
          const requestId = await ownerStamp(s, q);
          const payload = s.payload(requestId);
          // A generated key that happens to name the real row is not an abuse: name another.
          const unknown = payload[q.rowField] === row ? `${row.slice(0, 63)}x` : row;
          return () => s.world.gm.query(query, { ...payload, [q.rowField]: unknown });
        },
      })),
  },
  /** An actor the request needs (the proving actor, the row's target) deleted after the fact. */
  deletedActor: {
    attacks: (query, q) =>
      fc.nat().map((pick) => ({
        expected: ["unknownActor", "unknownTarget", "unknownCombatant"],
        prepare: async (s) => {
          const requestId = await ownerStamp(s, q);
          const gone = s.needed[pick % s.needed.length];
          if (gone) s.world.actors.delete(gone.id);
          return () => s.world.gm.query(query, s.payload(requestId));
        },
      })),
  },
  /** A request that succeeded, sent again (1–3 times). */
  replayed: {
    attacks: (query, q) =>
      fc.integer({ min: 1, max: 3 }).map((times) => ({
        expected: ["notOwner", "replayed"],
        prepare: async (s) => {
          const requestId = await ownerStamp(s, q);
          s.world.dice(...q.faces);
          expect(await s.world.gm.query(query, s.payload(requestId))).toEqual({ ok: true });
          return async () => {
            const replies = [];
            for (let i = 0; i < times; i++) replies.push(await s.world.gm.query(query, s.payload(requestId)));
            expect(new Set(replies.map((r) => JSON.stringify(r))).size).toBe(1);
            return replies[0];
          };
        },
      })),
  },
  /**
   * The card's author (Alice, who posted the attack) edits her own message — Foundry lets an author do that — to
   * reset a settled row, retarget it, flip its outcome or plant an Undo snapshot; then a real owner asks.
   */
  tamperedCard: {
    applies: (s) => s.tamper !== undefined,
    attacks: (query, q) =>
      fc.constantFrom("reset" as const, "retarget" as const, "outcome" as const, "plantUndo" as const).map((how) => ({
        expected: ["tamperedCard"],
        prepare: async (s) => {
          if (how === "reset") {
            s.world.dice(...q.faces);
            expect(await s.world.gm.query(query, s.payload(await ownerStamp(s, q)))).toEqual({ ok: true });
          }
          await s.tamper?.(how);
          const requestId = await ownerStamp(s, q);
          return () => s.world.gm.query(query, s.payload(requestId));
        },
      })),
  },
  /**
   * The author posts a card of their own making, pristine (never modified): another target, outcome, `against` or
   * facing, dice not of the request, a request not of the weapon, another's item or attacker (forge.ts).
   */
  forgedCard: {
    applies: (s) => s.forge !== undefined,
    attacks: (query, q) =>
      fc.constantFrom(...FORGE_KINDS).map((how) => ({
        expected: FORGED_CODES,
        prepare: async (s) => {
          const forged = await s.forge?.(how);
          const requestId = await ownerStamp(s, q);
          return () => s.world.gm.query(query, s.payload(requestId, { [q.subjectField]: forged }));
        },
      })),
  },
  /** Totals, damage, Vigor … sent along with (or instead of) the ids: the GM never reads numbers from a client. */
  tamperedNumbers: {
    attacks: (query, q) =>
      fc
        .record(
          {
            total: fc.integer(),
            against: fc.integer(),
            damage: fc.double(),
            vigor: fc.integer(),
            hitChance: fc.double(),
            override: fc.boolean(),
            requestId: fc.integer(),
          },
          { requiredKeys: [] },
        )
        .filter((extra) => Object.keys(extra).length > 0)
        .map((extra) => ({
          expected: ["malformed"],
          prepare: async (s) => {
            const requestId = await ownerStamp(s, q);
            return () => s.world.gm.query(query, s.payload(requestId, extra));
          },
        })),
  },
  /** Anything at all, oversized or wrongly typed id fields, extra keys, deep objects. */
  malformed: {
    attacks: (query, q) =>
      fc
        .oneof(
          fc.anything({ maxDepth: 4 }).map((value) => ({ whole: value })),
          fc.string({ minLength: 65, maxLength: 20_000 }).map((big) => ({ whole: { field: big } })),
          fc.constantFrom(...q.idFields).chain((name) =>
            fc
              .oneof(
                fc.string({ minLength: 65, maxLength: 5000 }),
                fc.constant(""),
                fc.string().filter((v) => /[^A-Za-z0-9_-]/.test(v)),
                fc.integer(),
                fc.constant(null),
                fc.array(fc.string()),
                deep,
              )
              .map((value) => ({ field: { name, value } })),
          ),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.anything({ maxDepth: 2 }), { minKeys: 1 }).map((whole) => ({
            whole,
          })),
          deep.map((whole) => ({ whole })),
        )
        .map((shape) => ({
          expected: ["malformed"],
          prepare: (s) => {
            const sent = "field" in shape ? s.payload("abc", { [shape.field.name]: shape.field.value }) : shape.whole;
            return Promise.resolve(() => s.world.gm.query(query, sent));
          },
        })),
  },
  /** The asking side with no GM connected, or a GM that never answers. */
  noGm: {
    attacks: (query) =>
      fc.constantFrom("offline" as const, "noAnswer" as const).map((how) => ({
        expected: how === "offline" ? ["noGm"] : ["noAnswer"],
        asking: true,
        prepare: (s) => {
          if (how === "offline") s.world.gm.active = false;
          else s.world.gm.query = () => Promise.reject(new Error(`${query} timed out`));
          s.world.as(s.owner);
          return Promise.resolve(async () => {
            const warned = s.world.warnings.length;
            const code = await s.ask();
            // The user is told (a localized notification) …
            expect(s.world.warnings.length).toBe(warned + 1);
            // … and nothing was stamped (offline), or the requester withdrew its stamp (no answer).
            expect(leftoverStamps(s)).toEqual([]);
            return {
              ok: false,
              reason: code,
              refused: `FRAY.Query.refused.${how === "offline" ? "noGm" : "noAnswer"}`,
            };
          });
        },
      })),
  },
};

/** Request stamps are the requester's own proof, not game state: compared apart (see `leftoverStamps`). */
export function withoutStamps(snapshot: unknown): unknown {
  const emptied = (value: unknown) => typeof value === "object" && value !== null && !Object.keys(value).length;
  return JSON.parse(JSON.stringify(snapshot), (key, value: unknown) =>
    key === "requests" || (key === "fray" && emptied(value)) ? undefined : value,
  );
}
export function leftoverStamps(s: Pick<Scenario, "proof">): string[] {
  const stamps = (s.proof.flags.fray as { requests?: Record<string, string> } | undefined)?.requests ?? {};
  return Object.keys(stamps);
}
