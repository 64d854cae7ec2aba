/**
 * The pieces of an actor sheet's context that no ruleset shapes: the mode frame every part keys on and the
 * biography, and the frames of a character sheet and an NPC stat block built from them. A room passes only its own
 * text (the empty-biography line, the tab names and the NPC's subtitle and notes live in each room's lang file).
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { RoomText } from "./attacks-frame.ts";
import { modeToggle, type ModeToggleContext, type SheetMode } from "./mode.ts";
import { portraitContext, type PortraitContext } from "./portrait-context.ts";
import type { ActorSheetBasics } from "./sheet-basics.ts";
import { ACTOR_BASE_FIELDS } from "./labels.ts";
import { characterTabStrip, type TabStrip } from "./tabs.ts";

export interface ActorFrame {
  readonly actorId: string;
  /** Edit mode and the user may edit: form inputs instead of values. */
  readonly edit: boolean;
  readonly cssClass: string;
}

/** The header's top, alike in every ruleset: portrait, name and the play/edit toggle. */
export interface HeaderFrame extends PortraitContext {
  readonly mode: ModeToggleContext | null;
  readonly edit: boolean;
}

export interface BiographyContext {
  readonly heading: string;
  readonly html: string;
  /** Edit mode: the stored (unenriched) text for Foundry's `<prose-mirror>` editor. */
  readonly field: { readonly name: string; readonly value: string; readonly label: string } | null;
  readonly emptyText: string;
}

export function actorFrame(input: ActorSheetBasics, actorId: string): ActorFrame {
  const edit = input.editable && input.mode === "edit";
  return { actorId, edit, cssClass: edit ? "fray-mode-edit" : "fray-mode-play" };
}

export function biographyContext(input: ActorSheetBasics, edit: boolean, emptyText: string): BiographyContext {
  const label = input.i18n.localize(`${ACTOR_BASE_FIELDS}.details.biography.label`);
  return {
    heading: label,
    html: input.biographyHtml,
    field: edit ? { name: "system.details.biography", value: input.biographySource, label } : null,
    emptyText,
  };
}

export function headerFrame(
  i18n: Localizer,
  actor: { readonly id: string; readonly name: string; readonly img: string },
  mode: SheetMode,
  editable: boolean,
): HeaderFrame {
  return { ...portraitContext(i18n, actor), mode: modeToggle(i18n, mode, editable), edit: editable && mode === "edit" };
}

/** A character sheet's parts alike in every ruleset: the mode frame, the tab strip and the biography tab. */
export interface CharacterFrame extends ActorFrame {
  readonly tabStrip: TabStrip;
  readonly biography: BiographyContext;
}

export function characterFrame(input: ActorSheetBasics, actorId: string, text: RoomText): CharacterFrame {
  const frame = actorFrame(input, actorId);
  return {
    ...frame,
    tabStrip: characterTabStrip(input.i18n, text, input.activeTab),
    biography: biographyContext(input, frame.edit, text(input.i18n, "noBiography")),
  };
}

/** An NPC stat block's parts alike in every ruleset: the mode frame, the subtitle line and the notes. */
export interface NpcFrame extends ActorFrame {
  /** The room's `Npc.subtitle` ("Elite · Level 3 · Medium"). */
  readonly subtitle: string;
  readonly biography: BiographyContext;
}

/** `subtitle` is the data of the room's `Npc.subtitle` line (the threat's label and the room's own details). */
export function npcFrame(
  input: ActorSheetBasics,
  actorId: string,
  text: RoomText,
  subtitle: Record<string, string | number>,
): NpcFrame {
  const frame = actorFrame(input, actorId);
  return {
    ...frame,
    subtitle: text(input.i18n, "Npc.subtitle", subtitle),
    biography: {
      ...biographyContext(input, frame.edit, text(input.i18n, "noBiography")),
      heading: text(input.i18n, "Npc.notes"),
    },
  };
}
