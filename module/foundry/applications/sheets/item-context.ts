/**
 * The item sheet's frame, alike in every ruleset: portrait, name, the type's label, the properties a ruleset's
 * builder lists, and the description (enriched for reading, raw for the editor). A room passes its item, its own
 * sheet text (`Section.properties`, `noDescription`) and the property fields.
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { FieldContext } from "./field-context.ts";
import { ITEM_BASE_FIELDS } from "./labels.ts";
import { portraitContext, type PortraitContext } from "./portrait-context.ts";

export interface ItemSheetInput<Item> {
  readonly item: Item;
  readonly editable: boolean;
  readonly descriptionHtml: string;
  readonly i18n: Localizer;
}

interface FramedItem<Kind extends string> {
  readonly id: string;
  readonly kind: Kind;
  readonly name: string;
  readonly img: string;
  readonly system: { readonly description: string };
}

export interface ItemSheetContext<Kind extends string> extends PortraitContext {
  readonly itemId: string;
  readonly kind: Kind;
  readonly typeLabel: string;
  readonly editable: boolean;
  readonly fieldsHeading: string;
  readonly properties: readonly FieldContext[];
  readonly description: {
    readonly heading: string;
    readonly html: string;
    readonly name: string;
    readonly value: string;
    readonly emptyText: string;
  };
}

/** What the frame needs from a room: its ruleset id (item types are `<ruleset>-<kind>`) and its sheet text. */
export interface ItemRoom {
  readonly ruleset: string;
  readonly sheetText: (i18n: Localizer, key: string) => string;
}

export function itemSheetContext<Kind extends string>(
  input: ItemSheetInput<FramedItem<Kind>>,
  room: ItemRoom,
  properties: readonly FieldContext[],
): ItemSheetContext<Kind> {
  const { i18n, item } = input;
  return {
    itemId: item.id,
    kind: item.kind,
    ...portraitContext(i18n, item),
    typeLabel: i18n.localize(`TYPES.Item.${room.ruleset}-${item.kind}`),
    editable: input.editable,
    fieldsHeading: room.sheetText(i18n, "Section.properties"),
    properties,
    description: {
      heading: i18n.localize(`${ITEM_BASE_FIELDS}.description.label`),
      html: input.descriptionHtml,
      name: "system.description",
      value: item.system.description,
      emptyText: room.sheetText(i18n, "noDescription"),
    },
  };
}
