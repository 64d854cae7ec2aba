/**
 * The `bonus` part of a tracker row: the actions left this turn (shown while the combatant acts: "On your turn, you
 * may take as many actions as you have"), Vigor ("reactions consume Vigor"), reactions taken this round, whose turn
 * it is, and the round-1 ambush role with the GM's control to mark it.
 */
import { poolView } from "../../../applications/tracker/pool-view.ts";
import type { ControlView, RoomRowParts, RowContext, StateView } from "../../../applications/tracker/row-view.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { ROLE_CONTROL, WRONG_VECTOR_CONTROL } from "./controls.ts";
import { FIRE_READIED_CONTROL } from "./readied.ts";
import { INITIATIVE_SITUATION_CONTROL } from "./initiative-situation.ts";
import type { BonusEconomyFacts } from "./tracker-facts.ts";
import { bonusPoolLabel } from "./pool-label.ts";

const KEYS = `${I18N_ROOT}.Bonus.Tracker`;

/** A role's name: the condition's ("Ambushed" …), or "No ambush role". */
function roleName(ctx: RowContext, role: string): string {
  if (role === "none") return ctx.i18n.localize(`${KEYS}.noRole`);
  return ctx.i18n.localize(`${I18N_ROOT}.Condition.bonus.${role}.name`);
}

function states(facts: BonusEconomyFacts, ctx: RowContext): StateView[] {
  // Whose turn it is is public: the whole table sees the initiative order. So is an ambush, once sprung.
  const turn = { id: facts.turn, text: ctx.i18n.localize(`${KEYS}.Turn.${facts.turn}`) };
  if (facts.role === undefined) return [turn];
  return [turn, { id: facts.role, text: roleName(ctx, facts.role) }];
}

/** Who was ambushed, who ambushes and who is in Over Watch may be marked until round 1 is over. */
function roleControl(facts: BonusEconomyFacts, ctx: RowContext): ControlView | undefined {
  const choice = facts.roleChoice;
  if (!choice) return undefined;
  const name = ctx.combatant.name;
  return {
    selectId: `fray-role-${ctx.combatant.id}`,
    selectLabel: ctx.i18n.format(`${KEYS}.roleOf`, { name }),
    options: choice.options.map((id) => ({ id, name: roleName(ctx, id), selected: id === choice.current })),
    text: ctx.i18n.localize(ROLE_CONTROL.label),
    label: ctx.i18n.format(`${KEYS}.setRoleLabel`, { name }),
  };
}

/** Over Watch's "if an attack is initiated from another vector": one button, for the GM to say so. */
function wrongVectorControl(facts: BonusEconomyFacts, ctx: RowContext): ControlView | undefined {
  if (!facts.wrongVector) return undefined;
  return {
    text: ctx.i18n.localize(WRONG_VECTOR_CONTROL.label),
    label: ctx.i18n.format(`${KEYS}.wrongVectorLabel`, { name: ctx.combatant.name }),
  };
}

/** Ready's "If that condition occurs": the readied action fired, set off by another combatant picked from a list. */
function fireReadiedControl(facts: BonusEconomyFacts, ctx: RowContext): ControlView | undefined {
  if (!facts.readied) return undefined;
  const { name, id } = ctx.combatant;
  return {
    selectId: `fray-readied-${id}`,
    selectLabel: ctx.i18n.format(`${I18N_ROOT}.Bonus.Readied.triggerOf`, { name }),
    options: ctx.all.filter((c) => c.id !== id).map((c) => ({ id: c.id, name: c.name, selected: false })),
    text: ctx.i18n.localize(FIRE_READIED_CONTROL.label),
    label: ctx.i18n.format(`${I18N_ROOT}.Bonus.Readied.fireLabel`, { name }),
  };
}

/** Initiative's "situational modifiers": the GM marks the Charges or Challenges before the roll. */
function initiativeControl(facts: BonusEconomyFacts, ctx: RowContext): ControlView | undefined {
  const choice = facts.initiativeChoice;
  if (!choice) return undefined;
  const name = ctx.combatant.name;
  const key = `${I18N_ROOT}.Bonus.Initiative`;
  return {
    selectId: `fray-initiative-${ctx.combatant.id}`,
    selectLabel: ctx.i18n.format(`${key}.situationOf`, { name }),
    options: choice.options.map((id) => ({
      id,
      name: ctx.i18n.localize(`${key}.Situation.${id}`),
      selected: id === choice.current,
    })),
    text: ctx.i18n.localize(INITIATIVE_SITUATION_CONTROL.label),
    label: ctx.i18n.format(`${key}.setLabel`, { name }),
  };
}

export function bonusRow(facts: BonusEconomyFacts, ctx: RowContext): RoomRowParts {
  const { i18n, combatant, showPools } = ctx;
  // Off-turn the actions pool is empty by rule (set at turn start, emptied at turn end): only the acting row has it.
  const shown = facts.pools.filter((p) => p.id !== "actions" || facts.turn === "acting");
  const role = roleControl(facts, ctx);
  const vector = wrongVectorControl(facts, ctx);
  const readied = fireReadiedControl(facts, ctx);
  const initiative = initiativeControl(facts, ctx);
  return {
    pools: showPools ? shown.map((p) => poolView(i18n, p, bonusPoolLabel(p.id), combatant.name, ctx.adjusts)) : [],
    states: states(facts, ctx),
    used: showPools ? [i18n.format(`${KEYS}.reactionsUsed`, { count: facts.reactionsUsed })] : [],
    controls: {
      ...(role ? { [ROLE_CONTROL.id]: role } : {}),
      ...(vector ? { [WRONG_VECTOR_CONTROL.id]: vector } : {}),
      ...(readied ? { [FIRE_READIED_CONTROL.id]: readied } : {}),
      ...(initiative ? { [INITIATIVE_SITUATION_CONTROL.id]: initiative } : {}),
    },
    notes: [],
  };
}
