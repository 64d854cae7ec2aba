import { choiceField, textField } from "../../data/fields.ts";
import { OPPOSED_TIES } from "./data.ts";

const { ArrayField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;

/** One side as rolled: its actor, the names as they were (data.ts) and the engine request its roll was made from. */
const sideFields = () => ({
  actorUuid: textField(),
  name: textField(),
  check: textField(),
  request: new ObjectField({ required: true, nullable: false }),
});

const defineOpposedCardSchema = () => ({
  action: textField(),
  ties: choiceField(OPPOSED_TIES, "opponent"),
  initiator: new SchemaField(sideFields()),
  // Their rolls follow the initiator's in core's `rolls`; a card without one reads as unread (context.ts).
  opponents: new ArrayField(
    new SchemaField({
      ...sideFields(),
      // The initiator's chance of beating this side before the roll, display only (data.ts).
      chance: new NumberField({ required: true, nullable: false, initial: 0, min: 0, max: 1 }),
    }),
  ),
  effects: new ArrayField(new StringField({ required: true, nullable: false, blank: false })),
});
export type OpposedCardSchema = ReturnType<typeof defineOpposedCardSchema>;

/** `ChatMessage` sub-type `contest`: one contest between two sides (or one against several), explained (data.ts). */
export class OpposedCardModel extends foundry.abstract.TypeDataModel<OpposedCardSchema, ChatMessage.Implementation> {
  static override defineSchema(): OpposedCardSchema {
    return defineOpposedCardSchema();
  }
}
