/**
 * The `wounds` part of a tracker row: AP ("You gain AP twice per round"), stamina and mana; the act in progress
 * ("continue to spend all AP on each of your subsequent turns until the total cost has been spent") with its Cancel
 * control; the movement pool and Buy movement; Surprised and initiative 0 ("you cannot take reactions"); the
 * reactions taken this round; the action readied ("Readied: Standard Attack — Longsword", decision 211); the GM's
 * Surprised control and Surprise check (decision 250) before the creature's first turn is over; and the GM's
 * Ignore control with the creatures it ignores for flanking (decision 152).
 */
import { poolView } from "../../../applications/tracker/pool-view.ts";
import type {
  ControlView,
  NoteView,
  RoomRowParts,
  RowContext,
  StateView,
} from "../../../applications/tracker/row-view.ts";
import { I18N_ROOT } from "../../../constants.ts";
import {
  BUY_MOVEMENT_CONTROL,
  CANCEL_ACT_CONTROL,
  IGNORE_CONTROL,
  SURPRISE_CHECK_CONTROL,
  SURPRISE_CONTROL,
} from "./controls.ts";
import { TRAINED_MOUNT_CONTROL } from "../mounted/trained.ts";
import { woundsPoolLabel } from "./pool-label.ts";
import { readiedChoiceText } from "./readied.ts";
import type { ActFacts, WoundsEconomyFacts } from "./tracker-facts.ts";

const KEYS = `${I18N_ROOT}.Wounds.Tracker`;
const MOUNTED = `${I18N_ROOT}.Wounds.Mounted`;

function states(facts: WoundsEconomyFacts, ctx: RowContext): StateView[] {
  const shown: StateView[] = [];
  // Surprise and an initiative of 0 are public: the table sees the order and the scores.
  if (facts.surprised) shown.push({ id: "surprised", text: ctx.i18n.localize(`${KEYS}.surprised`) });
  if (facts.initiativeZero) shown.push({ id: "initiativeZero", text: ctx.i18n.localize(`${KEYS}.initiativeZero`) });
  // Who a creature ignores is public: attackers see the rear attacks it gives them.
  const ignored = ctx.all.filter((c) => facts.ignoring.includes(c.id)).map((c) => c.name);
  if (ignored.length > 0) {
    shown.push({ id: "ignoring", text: ctx.i18n.format(`${KEYS}.ignoring`, { names: ignored.join(", ") }) });
  }
  // Who rides what is public: the table sees the rider on its mount (decision 199).
  const { riding, carrying, trained } = facts.mounted;
  if (riding !== undefined) shown.push({ id: "riding", text: ctx.i18n.format(`${MOUNTED}.riding`, { mount: riding }) });
  if (carrying !== undefined) {
    shown.push({ id: "carrying", text: ctx.i18n.format(`${MOUNTED}.carrying`, { rider: carrying }) });
    if (trained) shown.push({ id: "trained", text: ctx.i18n.localize(`${MOUNTED}.trained`) });
  }
  return shown;
}

function actNote(act: ActFacts, ctx: RowContext): NoteView {
  const name = ctx.i18n.localize(`${I18N_ROOT}.Wounds.Action.${act.action}`);
  const text =
    act.kind === "paying"
      ? ctx.i18n.format(`${KEYS}.paying`, { act: name, remaining: act.remaining })
      : ctx.i18n.format(`${KEYS}.timed`, { act: name, round: act.endsAtRound });
  return { id: "act", text };
}

function notes(facts: WoundsEconomyFacts, ctx: RowContext): NoteView[] {
  const shown = facts.act ? [actNote(facts.act, ctx)] : [];
  if (!facts.readied) return shown;
  const act = readiedChoiceText(ctx.i18n, facts.readied.choice, facts.readied.weapon);
  return [...shown, { id: "readied", text: ctx.i18n.format(`${I18N_ROOT}.Wounds.Readied.take`, { act }) }];
}

function controls(facts: WoundsEconomyFacts, ctx: RowContext): Record<string, ControlView> {
  const { i18n, combatant } = ctx;
  const name = combatant.name;
  const shown: Record<string, ControlView> = {};
  if (facts.maySurprise) {
    shown[SURPRISE_CONTROL.id] = {
      text: i18n.localize(SURPRISE_CONTROL.label),
      label: i18n.format(`${KEYS}.surpriseLabel`, { name }),
    };
    shown[SURPRISE_CHECK_CONTROL.id] = {
      text: i18n.localize(SURPRISE_CHECK_CONTROL.label),
      label: i18n.format(`${KEYS}.surpriseCheckLabel`, { name }),
    };
  }
  if (!ctx.started) return shown;
  shown[IGNORE_CONTROL.id] = {
    selectId: `fray-ignore-${combatant.id}`,
    selectLabel: i18n.format(`${KEYS}.ignoreWhat`, { name }),
    options: ctx.all
      .filter((c) => c.id !== combatant.id)
      .map((c) => ({
        id: c.id,
        name: i18n.format(`${KEYS}.${facts.ignoring.includes(c.id) ? "stopIgnoring" : "startIgnoring"}`, {
          name: c.name,
        }),
      })),
    text: i18n.localize(IGNORE_CONTROL.label),
    label: i18n.format(`${KEYS}.ignoreLabel`, { name }),
  };
  if (facts.mounted.carrying !== undefined) {
    shown[TRAINED_MOUNT_CONTROL.id] = {
      text: i18n.localize(TRAINED_MOUNT_CONTROL.label),
      label: i18n.format(`${MOUNTED}.trainedLabel`, { name }),
    };
  }
  if (facts.act) {
    shown[CANCEL_ACT_CONTROL.id] = {
      text: i18n.localize(CANCEL_ACT_CONTROL.label),
      label: i18n.format(`${KEYS}.cancelActLabel`, { name }),
    };
  }
  shown[BUY_MOVEMENT_CONTROL.id] = {
    selectId: `fray-movement-${combatant.id}`,
    selectLabel: i18n.format(`${KEYS}.movementWhat`, { name }),
    options: facts.purchases.map((p) => ({
      id: String(p.ap),
      name: i18n.format(`${KEYS}.purchase`, { ap: p.ap, yards: p.yards }),
    })),
    text: i18n.localize(BUY_MOVEMENT_CONTROL.label),
    label: i18n.format(`${KEYS}.buyMovementLabel`, { name }),
  };
  return shown;
}

export function woundsRow(facts: WoundsEconomyFacts, ctx: RowContext): RoomRowParts {
  const { i18n, combatant, showPools } = ctx;
  const used = [
    i18n.format(`${KEYS}.movement`, { yards: facts.movement }),
    i18n.format(`${KEYS}.reactions`, { count: facts.reactions }),
  ];
  return {
    pools: showPools
      ? facts.pools.map((p) => poolView(i18n, p, woundsPoolLabel(p.id), combatant.name, ctx.adjusts))
      : [],
    states: states(facts, ctx),
    used: showPools ? used : [],
    controls: controls(facts, ctx),
    // What an act in progress is, and the action readied, are the owner's and the GM's to know, like the pools.
    notes: showPools ? notes(facts, ctx) : [],
  };
}
