import { choiceField, textField } from "../../data/fields.ts";
import { OPPOSED_TIES, OPPOSED_WINNERS } from "./data.ts";

const { ArrayField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;

/** One side as rolled: its actor, the names as they were (data.ts) and the engine request its roll was made from. */
const sideFields = () => ({
  actorUuid: textField(),
  name: textField(),
  check: textField(),
  request: new ObjectField({ required: true, nullable: false }),
  // Blank for a side that rolled, as every card stored before these fields (data.ts).
  noRoll: textField(),
  note: textField(),
});

const defineOpposedCardSchema = () => ({
  action: textField(),
  ties: choiceField(OPPOSED_TIES, "opponent"),
  initiator: new SchemaField(sideFields()),
  // Their rolls follow the initiator's in core's `rolls` (a side that did not roll has none); a card missing one reads
  // as unread (context.ts).
  opponents: new ArrayField(
    new SchemaField({
      ...sideFields(),
      // The initiator's chance of beating this side before the roll, display only (data.ts).
      chance: new NumberField({ required: true, nullable: false, initial: 0, min: 0, max: 1 }),
      // "totals" (every card stored before this field): the tie rule decides; otherwise the room did (data.ts).
      winner: choiceField(OPPOSED_WINNERS, "totals"),
      reason: textField(),
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
