import { choiceField, integerField, textField } from "../../../data/fields.ts";

/** The ambush role the GM marks on a combatant for round 1 ("none" outside an ambush). */
export const BONUS_ROLES = ["none", "ambushed", "ambusher", "overWatch"] as const;
export type BonusRole = (typeof BONUS_ROLES)[number];

/**
 * The situation the GM says a combatant rolls initiative in ("Talents or skills might add bonus dice, as might
 * situational modifiers"): Charges up, Challenges down. Two Charges take a d10 to the d20 and three Challenges to
 * the d4, so further steps change nothing.
 */
export const INITIATIVE_SITUATIONS = ["charge2", "charge1", "none", "challenge1", "challenge2", "challenge3"] as const;
export type InitiativeSituation = (typeof INITIATIVE_SITUATIONS)[number];

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
  initiativeSituation: choiceField(INITIATIVE_SITUATIONS, "none"),
  turnsStarted: integerField(0),
  pending: new foundry.data.fields.SchemaField({
    action: textField(),
    remaining: integerField(0),
    startedRound: integerField(0),
    /** The patient of an emergency aid being paid (its combatant id): the check is rolled once the act is paid. */
    patient: textField(),
    /** The ability a Use being paid uses (its item id): the act is named after it (Abandon, the completion line). */
    ability: textField(),
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
