/**
 * The part of an actor sheet's plain input that no ruleset shapes: the sheet's own state and the biography. Each
 * room's `…SheetInput` extends it with its actor and target data (see the rooms' sheet-data.ts).
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { SheetMode } from "./mode.ts";

export interface ActorSheetBasics {
  readonly mode: SheetMode;
  /** The user may edit the actor (owner); edit mode and the mode toggle need it. */
  readonly editable: boolean;
  /** The stored biography (HTML source) for the editor. */
  readonly biographySource: string;
  /** The biography already enriched by Foundry's TextEditor (links, rolls, secrets for owners). */
  readonly biographyHtml: string;
  /** The remembered tab of the sheet's primary group, or null for the default. */
  readonly activeTab: string | null;
  readonly i18n: Localizer;
}
