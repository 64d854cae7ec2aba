import { choiceField, integerField, textField } from "../../../data/fields.ts";

/** The ambush role the GM marks on a combatant for round 1 ("none" outside an ambush). */
export const BONUS_ROLES = ["none", "ambushed", "ambusher", "overWatch"] as const;
export type BonusRole = (typeof BONUS_ROLES)[number];

/**
 * `system` of a `bonus-combatant`: the round-scoped economy (ARCHITECTURE.md decision 6). Vigor, Shock and the rest
 * stay on the Actor. `reactions` lists the triggers (attack card rows) reacted to this round: "You may only take
 * one reaction to any trigger". `pending` is an act paid over turns (`remaining` 0: none).
 */
const defineSchema = () => ({
  actions: integerField(0),
  /** This turn's allowance (2 plus talents, the round-1 ambush rules): the tracker's pip count. */
  actionsMax: integerField(0),
  reactions: new foundry.data.fields.ArrayField(
    new foundry.data.fields.StringField({ required: true, nullable: false, blank: false }),
  ),
  role: choiceField(BONUS_ROLES, "none"),
  turnsStarted: integerField(0),
  pending: new foundry.data.fields.SchemaField({
    action: textField(),
    remaining: integerField(0),
    startedRound: integerField(0),
    /** The patient of an emergency aid being paid (its combatant id): the check is rolled once the act is paid. */
    patient: textField(),
  }),
});
export type BonusCombatantSchema = ReturnType<typeof defineSchema>;

export class BonusCombatantModel extends foundry.abstract.TypeDataModel<
  BonusCombatantSchema,
  Combatant.Implementation
> {
  static override defineSchema(): BonusCombatantSchema {
    return defineSchema();
  }
}
