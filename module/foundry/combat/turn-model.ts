/**
 * The engine's round as the Combat stores it (`system.turns`), for rulesets whose structure is `initiative`: the
 * engine's `RoundState` field for field, plus the groups (unions, mounts) fixed when the round began. Round 0: no
 * round has begun. Reading it back gives the engine's value; the Combat never stores anything the engine did not
 * return.
 */
import type { TurnGroup } from "../../engine/core/turns/groups.ts";
import type { RoundState } from "../../engine/core/turns/round.ts";
import { choiceField, flagField, integerField } from "../data/fields.ts";

const { ArrayField, SchemaField, StringField, NumberField } = foundry.data.fields;

const idField = () => new StringField({ required: true, nullable: false, blank: false });
const idsField = () => new ArrayField(idField());

export const defineTurnsSchema = () =>
  new SchemaField({
    round: integerField(0),
    holds: choiceField(["none", "hold", "save"] as const, "none"),
    order: idsField(),
    queue: idsField(),
    active: new StringField({ required: true, nullable: true, blank: false, initial: null }),
    done: idsField(),
    held: new ArrayField(
      new SchemaField({
        id: idField(),
        after: new StringField({ required: true, nullable: true, blank: false, initial: null }),
        rank: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
      }),
    ),
    heldBefore: idsField(),
    ended: flagField(false),
    groups: new ArrayField(new SchemaField({ id: idField(), members: idsField() })),
  });

/** A round as stored: the engine's state and the round's groups. */
export interface StoredRound {
  readonly state: RoundState;
  readonly groups: readonly TurnGroup[];
}

/** Plain data for `system.turns` (optional members become nulls, as the fields store them). */
export function toTurnsSource(round: StoredRound | undefined): Record<string, unknown> {
  if (!round)
    return {
      round: 0,
      holds: "none",
      order: [],
      queue: [],
      active: null,
      done: [],
      held: [],
      heldBefore: [],
      ended: false,
      groups: [],
    };
  const { state, groups } = round;
  return {
    round: state.round,
    holds: state.holds,
    order: [...state.order],
    queue: [...state.queue],
    active: state.active ?? null,
    done: [...state.done],
    held: state.held.map((h) => ({ id: h.id, after: h.after ?? null, rank: h.rank })),
    heldBefore: [...state.heldBefore],
    ended: state.ended,
    groups: groups.map((g) => ({ id: g.id, members: [...g.members] })),
  };
}

type TurnsData = foundry.data.fields.SchemaField.InitializedData<ReturnType<typeof defineTurnsSchema>["fields"]>;

/** The stored round, or undefined before the first round begins. */
export function fromTurnsData(data: TurnsData): StoredRound | undefined {
  if (data.round === 0) return undefined;
  const state: RoundState = {
    round: data.round,
    holds: data.holds,
    order: data.order,
    queue: data.queue,
    ...(data.active === null ? {} : { active: data.active }),
    done: data.done,
    held: data.held.map((h) =>
      h.after === null ? { id: h.id, rank: h.rank } : { id: h.id, after: h.after, rank: h.rank },
    ),
    heldBefore: data.heldBefore,
    ended: data.ended,
  };
  return { state, groups: data.groups };
}
