/**
 * The `momentum` part of a tracker row: AP and RP as pips, the metres and weapon attacks left this turn, the free
 * interaction used, a held action with its trigger, Surprised in round 1, its union, a Cinematic waiting for its
 * Skill Check, and the GM's controls (mark
 * surprised before the combat starts; decide a tie; join a union, from the next round on; offer a held action when
 * its trigger happened).
 */
import { poolView } from "../../../applications/tracker/pool-view.ts";
import type { ControlView, RoomRowParts, RowContext, StateView } from "../../../applications/tracker/row-view.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { GO_FIRST_CONTROL, SURPRISE_CONTROL } from "./controls.ts";
import { FIRE_HELD_CONTROL } from "./held-prompt.ts";
import { momentumPoolLabel } from "./pool-label.ts";
import type { MomentumEconomyFacts } from "./tracker-facts.ts";
import { NO_UNION, UNION_CONTROL } from "./unions.ts";

const KEYS = `${I18N_ROOT}.Momentum.Tracker`;

function states(facts: MomentumEconomyFacts, ctx: RowContext): StateView[] {
  // Surprise and a held action are the table's to see (the order shows them anyway).
  const out: StateView[] = [];
  if (facts.surprised) out.push({ id: "surprised", text: ctx.i18n.localize(`${KEYS}.surprised`) });
  if (facts.unionWith.length > 0) {
    out.push({ id: "union", text: ctx.i18n.format(`${KEYS}.inUnion`, { names: facts.unionWith.join(", ") }) });
  }
  if (facts.cinematicWaits) out.push({ id: "cinematic", text: ctx.i18n.localize(`${KEYS}.cinematicWaits`) });
  if (facts.held) {
    const action = facts.held.item ?? ctx.i18n.localize(`${KEYS}.Action.${facts.held.action}`);
    out.push({
      id: "heldAction",
      text: ctx.i18n.format(`${KEYS}.heldAction`, { action, trigger: facts.held.trigger }),
    });
  }
  return out;
}

function used(facts: MomentumEconomyFacts, ctx: RowContext): string[] {
  const { i18n } = ctx;
  const out = [i18n.format(`${KEYS}.movement`, { metres: facts.movement })];
  if (facts.attacks > 0) out.push(i18n.format(`${KEYS}.attacks`, { count: facts.attacks }));
  if (facts.freeUsed) out.push(i18n.localize(`${KEYS}.freeUsed`));
  return out;
}

function controls(facts: MomentumEconomyFacts, ctx: RowContext): Record<string, ControlView> {
  const { i18n, combatant } = ctx;
  const out: Record<string, ControlView> = {};
  if (!ctx.started) {
    out[SURPRISE_CONTROL.id] = {
      text: i18n.localize(facts.surprised ? `${KEYS}.notSurprised` : SURPRISE_CONTROL.label),
      label: i18n.format(facts.surprised ? `${KEYS}.notSurprisedLabel` : `${KEYS}.surpriseLabel`, {
        name: combatant.name,
      }),
    };
  }
  const others = ctx.all.filter((c) => c.id !== combatant.id);
  if (others.length > 0) {
    out[UNION_CONTROL.id] = {
      selectId: `fray-union-${combatant.id}`,
      selectLabel: i18n.format(`${KEYS}.unionWith`, { name: combatant.name }),
      options: [{ id: NO_UNION, name: i18n.localize(`${KEYS}.noUnion`) }, ...others],
      text: i18n.localize(UNION_CONTROL.label),
      label: i18n.format(`${KEYS}.unionLabel`, { name: combatant.name }),
    };
  }
  if (facts.held && ctx.started) {
    out[FIRE_HELD_CONTROL.id] = {
      text: i18n.localize(FIRE_HELD_CONTROL.label),
      label: i18n.format(`${I18N_ROOT}.Momentum.Hold.fireLabel`, { name: combatant.name, trigger: facts.held.trigger }),
    };
  }
  if (facts.tied) {
    out[GO_FIRST_CONTROL.id] = {
      text: i18n.localize(GO_FIRST_CONTROL.label),
      label: i18n.format(`${KEYS}.goFirstLabel`, { name: combatant.name }),
    };
  }
  return out;
}

export function momentumRow(facts: MomentumEconomyFacts, ctx: RowContext): RoomRowParts {
  const { i18n, combatant, showPools } = ctx;
  return {
    pools: showPools
      ? facts.pools.map((p) => poolView(i18n, p, momentumPoolLabel(p.id), combatant.name, ctx.adjusts))
      : [],
    states: states(facts, ctx),
    used: showPools ? used(facts, ctx) : [],
    controls: controls(facts, ctx),
    notes: [],
  };
}
