import { flagField, integerField, textField } from "../../../data/fields.ts";

const { ArrayField, SchemaField, StringField } = foundry.data.fields;

/** The faces of the die each round's tie key is drawn with: ties between two keys are one in a million. */
export const TIE_KEY_FACES = 1_000_000;

const idField = () => new StringField({ required: true, nullable: false, blank: false });

/**
 * `system` of a `wounds-combatant`: what lasts the combat or the round (ARCHITECTURE.md decision 6), the engine's
 * `WoundsCombatantState`. `ap` is gained at round start and at the end of the own turn from the Speed table and
 * carried over up to the maximum; `uses` counts the keyed limits ("a single reaction in response to a specific
 * trigger", Harry "once per round per target") as rows keyed as the engine keys them (`reaction|<trigger>`); `pending` is an act paid across turns
 * ("continue to spend all AP on each of your subsequent turns") and `timed` one measured in rounds, a blank action
 * meaning none; `movement` is the yards bought and not yet walked ("any unspent movement is lost at the end of the
 * round"); `ignoring` the creatures ignored for flanking; `opening` a Create an Opening result against one target.
 * `tieKey` is this round's random key among equal initiatives ("In case of a tie, the order is determined randomly
 * each round"), drawn with Foundry's dice before each round's order is taken (initiative.ts). Wounds, stamina,
 * fatigue and mana stay on the Actor; initiative is core's `Combatant#initiative`.
 */
const defineSchema = () => ({
  ap: integerField(0, 0, 1000),
  uses: new ArrayField(new SchemaField({ key: idField(), count: integerField(1, 0, 100) })),
  pending: new SchemaField({
    action: textField(),
    remaining: integerField(0, 0, 1000),
    startedRound: integerField(0),
  }),
  /** "If an action costs stamina, the stamina is spent when the action takes effect": owed by `pending`. */
  pendingStamina: integerField(0, 0, 1000),
  /** What `pending` is aimed at (a healing act's patient and choice), given back when it takes effect; blank: none. */
  pendingAim: textField(),
  timed: new SchemaField({ action: textField(), endsAtRound: integerField(0) }),
  movement: integerField(0, 0, 10_000),
  dash: new SchemaField({ doubled: flagField(), bonus: integerField(0, 0, 100), checkUsed: flagField() }),
  turnsEnded: integerField(0),
  ignoring: new ArrayField(idField()),
  opening: new SchemaField({ target: textField(), result: integerField(0, -100, 1000) }),
  /** Ready an Action's choice (the engine's `readiedKey`: `defend`, `standardAttack:<weaponId>`); blank: none. */
  readied: textField(),
  tieKey: integerField(0, 0, TIE_KEY_FACES),
  riding: textField(),
  calming: integerField(0, 0, 100),
  /** A won Drag's yards left to carry the grapple, good in `round` only ("before the end of the round"; drag-carry.ts). */
  drag: new SchemaField({ yards: integerField(0, 0, 10_000), round: integerField(0) }),
  trainedMount: flagField(),
});
export type WoundsCombatantSchema = ReturnType<typeof defineSchema>;

export class WoundsCombatantModel extends foundry.abstract.TypeDataModel<
  WoundsCombatantSchema,
  Combatant.Implementation
> {
  static override defineSchema(): WoundsCombatantSchema {
    return defineSchema();
  }
}
