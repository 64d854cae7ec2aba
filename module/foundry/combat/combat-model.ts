import { integerField } from "../data/fields.ts";
import { defineAttackTicketsField } from "./attack-tickets.ts";
import { defineTurnsSchema } from "./turn-model.ts";

/**
 * `system` of every Fray Combat sub-type: which round boundaries the GM has already applied (a GM who steps a round
 * back and forward again would otherwise refill pools, run the recovery phase and roll wake rolls twice for the same
 * round), and, for a ruleset whose turn structure is `initiative`, the engine's round (turn-model.ts).
 */
const defineCombatSchema = () => ({
  processed: new foundry.data.fields.SchemaField({
    /** The last round whose start (resets, wake rolls) was applied. */
    roundStart: integerField(0),
    /** The last round whose end (recovery phase, expiry) was applied. */
    roundEnd: integerField(0),
  }),
  turns: defineTurnsSchema(),
  // The attack spends the GM paid for players, one ticket each (attack-tickets.ts): only the GM writes a Combat's
  // `system`, so a player cannot forge one.
  attackTickets: defineAttackTicketsField(),
});
export type FrayCombatSchema = ReturnType<typeof defineCombatSchema>;

export class FrayCombatModel extends foundry.abstract.TypeDataModel<FrayCombatSchema, Combat.Implementation> {
  static override defineSchema(): FrayCombatSchema {
    return defineCombatSchema();
  }
}

/** `system` of a Combatant of a ruleset whose adapter room has no combat economy yet: nothing round-scoped. */
export class FrayCombatantModel extends foundry.abstract.TypeDataModel<
  Record<string, never>,
  Combatant.Implementation
> {
  static override defineSchema(): Record<string, never> {
    return {};
  }
}
