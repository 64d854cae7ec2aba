import { textField, choiceField } from "../../data/fields.ts";
import { CHECK_CRITICALS } from "./data.ts";

const { ArrayField, NumberField, ObjectField, StringField } = foundry.data.fields;

const defineCheckCardSchema = () => ({
  actorUuid: textField(),
  // The names as they were when rolled (the actor and the check, "Athletics check"), as the attack card keeps them.
  name: textField(),
  check: textField(),
  // The engine request the roll was made from; the roll itself is core's `rolls[0]` (data.ts).
  request: new ObjectField({ required: true, nullable: false }),
  critical: choiceField(CHECK_CRITICALS, "none"),
  // The chance before the roll, display only (data.ts); null when the roll had no number to beat.
  chance: new NumberField({ required: true, nullable: true, initial: null, min: 0, max: 1 }),
  // What the check did, in words (a medical check's healing); its own rolls follow the check in core's `rolls`.
  effects: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
});
export type CheckCardSchema = ReturnType<typeof defineCheckCardSchema>;

/** `ChatMessage` sub-type `check`: one check from a sheet, explained (data.ts). */
export class CheckCardModel extends foundry.abstract.TypeDataModel<CheckCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): CheckCardSchema {
    return defineCheckCardSchema();
  }
}
