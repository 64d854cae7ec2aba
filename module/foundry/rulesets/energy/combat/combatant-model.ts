import { flagField, integerField, textField } from "../../../data/fields.ts";

const { ArrayField, NumberField, SchemaField } = foundry.data.fields;

const nullableTotal = () => new NumberField({ required: true, nullable: true, integer: true, initial: null });

/**
 * `system` of an `energy-combatant`: what lasts one Round (ARCHITECTURE.md decision 6). Energy and Agility reset at
 * every Round start; `uses` are the once-per-Round counts (Swift Attack, Initiative, Stamina as Energy); `last` is the
 * action taken last this Round; `passed` marks a creature done for the Round (the GM's "everyone is done" prompt reads it); `initiative` is this Round's one
 * Initiative roll (null: not rolled) and `interrupts` who it won or lost against. Stamina and Aura stay on the Actor.
 */
const defineSchema = () => ({
  energy: integerField(0),
  agility: integerField(0),
  uses: new SchemaField({
    swiftAttack: integerField(0),
    initiative: integerField(0),
    staminaAsEnergy: integerField(0),
  }),
  movedThisRound: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
  agileMovesLeft: integerField(0),
  /**
   * The action taken last this Round (the engine's `LastAction`; `action` blank: none yet): a Jump "immediately after
   * having moved at least 2m", turns on "back-to-back movement actions", and ending an action early ("you can
   * willingly end an action at any time") all read it. A Round start clears it.
   */
  last: new SchemaField({
    action: textField(),
    energy: integerField(0),
    staminaAsEnergy: integerField(0),
    metres: new NumberField({ required: true, nullable: false, min: 0, initial: 0 }),
    sprint: flagField(),
    /** An attack: Stamina enhancing abilities spent on it ("limited to spending only 4 Stamina to enhance an attack"). */
    enhancement: integerField(0),
    /** Ended early already: it gives nothing more back (end-early.ts). */
    ended: flagField(),
  }),
  passed: flagField(),
  /**
   * Declines every Initiative contest it is challenged to this Round: "You may decide not to roll Initiative and
   * treat the situation as if you had lost Initiative (possibly saving your Initiative roll for later)".
   */
  holdsInitiative: flagField(),
  /**
   * Conditions an ability removed while their cause goes on, ignored until the end of this Round: "If you have an
   * ability which removes a Condition that is continually applied, you still ignore the Condition until the end of
   * the Round" (combat/suppress.ts). A Round start clears them.
   */
  suppressed: new ArrayField(textField()),
  initiative: nullableTotal(),
  interrupts: new ArrayField(
    new SchemaField({
      /** The combatant challenged. */
      against: textField(),
      won: flagField(),
      /** Null: an automatic failure (already rolled this Round). */
      total: nullableTotal(),
      opponentTotal: nullableTotal(),
    }),
  ),
});
export type EnergyCombatantSchema = ReturnType<typeof defineSchema>;

export class EnergyCombatantModel extends foundry.abstract.TypeDataModel<
  EnergyCombatantSchema,
  Combatant.Implementation
> {
  static override defineSchema(): EnergyCombatantSchema {
    return defineSchema();
  }
}
