import { RULESET_IDS } from "../../../engine/core/ruleset.ts";
import { DEFAULT_RULESET } from "../../../engine/default-ruleset.ts";
import { choiceField, integerField, textField } from "../../data/fields.ts";
import { DAMAGE_ADJUSTMENTS, DAMAGE_STATUSES, DEFENSE_STATUSES, OUTCOMES } from "./data.ts";

const { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;

/** A stored roll: the engine request and the serialised Foundry roll; null until rolled. */
function storedRollField() {
  return new SchemaField(
    {
      request: new ObjectField({ required: true, nullable: false }),
      roll: new ObjectField({ required: true, nullable: false }),
    },
    { required: true, nullable: true, initial: null },
  );
}

const defineAttackCardSchema = () => ({
  ruleset: choiceField(RULESET_IDS, DEFAULT_RULESET),
  attacker: new SchemaField({
    actorUuid: textField(),
    itemId: textField(),
    name: textField(),
    itemName: textField(),
  }),
  targets: new ArrayField(
    new SchemaField({
      key: new StringField({ required: true, nullable: false, blank: false }),
      actorUuid: textField(),
      name: textField(),
      against: integerField(0, -1000, 1000),
      hitChance: new NumberField({ required: true, nullable: false, min: 0, max: 1, initial: 0 }),
      fromBehind: new BooleanField({ initial: false }),
      // The dialog's modifiers (id → on/off) and the measured distance the row was planned with (situation.ts).
      situation: new SchemaField({
        choices: new ObjectField({ required: true, nullable: false }),
        distance: new NumberField({ required: true, nullable: true, initial: null }),
        // The dialog's free-form bonus as dice/roll-extra.ts normalized it; blank: none.
        extra: textField(),
      }),
      // Null while the attack is only declared (procedure/steps/declare.ts); cards rolled ahead always hold it.
      attack: storedRollField(),
      defense: new SchemaField({ status: choiceField(DEFENSE_STATUSES, "none"), roll: storedRollField() }),
      outcome: choiceField(OUTCOMES, "pending"),
      // The choices taken on the row's procedure steps (data.ts `TakenChoice`).
      taken: new ArrayField(
        new SchemaField({
          stepId: new StringField({ required: true, nullable: false, blank: false }),
          choice: new StringField({ required: true, nullable: false, blank: false }),
          requestId: new StringField({ required: true, nullable: false, blank: false }),
        }),
      ),
      damage: new SchemaField({
        status: choiceField(DAMAGE_STATUSES, "none"),
        roll: storedRollField(),
        before: new ObjectField({ required: true, nullable: true, initial: null }),
        summary: textField(),
        // What the rules did to the damage (chat/breakdown/damage-breakdown.ts), read back by `asDamageBreakdown`.
        breakdown: new ObjectField({ required: true, nullable: true, initial: null }),
        // The GM's half, double or custom number before applying (data.ts `DamageAdjustment`).
        adjustment: new SchemaField(
          {
            mode: choiceField(DAMAGE_ADJUSTMENTS, "half"),
            from: integerField(0, -100000, 100000),
            to: integerField(0, 0, 100000),
          },
          { required: true, nullable: true, initial: null },
        ),
        // The follow-up steps this damage called for, and the follow-up rolls taken (data.ts `FollowUpRoll`).
        follows: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
        followUps: new ArrayField(
          new SchemaField({
            stepId: new StringField({ required: true, nullable: false, blank: false }),
            label: textField(),
            roll: new SchemaField({
              request: new ObjectField({ required: true, nullable: false }),
              roll: new ObjectField({ required: true, nullable: false }),
            }),
            summary: textField(),
          }),
        ),
      }),
    }),
  ),
  processed: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
  // The GM's ticket for the spend that paid this attack (combat/attack-tickets.ts); blank out of combat.
  ticket: textField(),
});
export type AttackCardSchema = ReturnType<typeof defineAttackCardSchema>;

/** `ChatMessage` sub-type `attack`: the attack card's stored procedure state (see data.ts). */
export class AttackCardModel extends foundry.abstract.TypeDataModel<AttackCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): AttackCardSchema {
    return defineAttackCardSchema();
  }
}
