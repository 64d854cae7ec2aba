/**
 * A room's e2e sheet test's world, as each room's test built it: its sheets over the real templates and lang files
 * (`roomSheets`), the sheet input its fixtures make around its actor with harness images, and its character and item
 * sheets' HTML from its builders. Each room's test keeps what is its own: its NPC, its combat states, its pools.
 */
import type { CombatPoolsContext } from "../../../module/foundry/applications/sheets/combat-pools.ts";
import type { ItemSheetInput } from "../../../module/foundry/applications/sheets/item-context.ts";
import { roomSheets, type RoomParts } from "./room-sheets.ts";
import { withImages } from "./sheet-harness.ts";

/** An actor as `withImages` gives it harness images: its portrait and its items' icons. */
interface ImagedActor {
  readonly img: string;
  readonly items: readonly { readonly img: string }[];
}

/** What a room's test hands in: its PARTS, its fixtures' input and actor, its builders. */
export interface RoomSheetBuilders<
  Input extends { readonly actor: ImagedActor },
  Item extends { readonly img: string },
> {
  readonly parts: RoomParts;
  /** The room's fixture input (its `sheets/fixtures.ts` `makeInput`), `over` taking precedence. */
  readonly makeInput: (over: Partial<Input>) => Input;
  /** The actor whose sheet it is, before the harness images. */
  readonly actor: () => Input["actor"];
  readonly characterContext: (input: Input) => object;
  readonly itemContext: (input: ItemSheetInput<Item>) => object;
}

export function roomSheetWorld<Input extends { readonly actor: ImagedActor }, Item extends { readonly img: string }>(
  room: string,
  builders: RoomSheetBuilders<Input, Item>,
) {
  const sheets = roomSheets(room, builders.parts);
  const { i18n } = sheets;
  return {
    sheets,
    CLASSES: sheets.CLASSES,
    /** The room's sheet input in English, for its actor with harness images, with `over`. */
    input: (over: Partial<Input> = {}): Input =>
      builders.makeInput({ i18n, actor: withImages(builders.actor()), ...over }),
    /** The character sheet for `input`, with the shared pools part (null: out of combat). */
    characterHtml: (input: Input, pools: CombatPoolsContext | null = null) =>
      sheets.character(builders.characterContext(input), pools),
    /** An item's sheet, editable, with its description. */
    itemHtml: (item: Item, descriptionHtml = "") =>
      sheets.item(builders.itemContext(sheets.itemInput(item, descriptionHtml))),
  };
}
