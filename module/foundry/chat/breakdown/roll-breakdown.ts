/**
 * Every roll explained (issue 23): a roll's breakdown as a view model, from the engine request it was made from and
 * the result the engine read from its faces — every die face with its bursts chained ("10 → burst 7"), the die steps
 * and why (charges, challenges, Wounded: the request's step audit), advantage/disadvantage and the dice kept or
 * dropped, each modifier with its source, the number it had to beat and the margin. Pure: the caller decides whether
 * this viewer may see the roll at all (chat/attack-card/context.ts) and `templates/parts/roll-breakdown.hbs`
 * renders it. Sources are the engine's rule names ("Agility", "Wounded"), shown as the rules name them.
 */
import type { AuditEntry } from "../../../engine/core/dice/audit.ts";
import { toFoundryFormula } from "../../../engine/core/dice/formula.ts";
import type { DiceRequest, DieGroup } from "../../../engine/core/dice/request.ts";
import type { ChainResult, DieResult, GroupResult, RollResult } from "../../../engine/core/dice/result.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";

const KEY = `${I18N_ROOT}.Breakdown`;

/** One die as shown: its faces and bursts, both chains of an advantage die, and whether it counted. */
export interface DieLine {
  readonly text: string;
  readonly dropped: boolean;
}

export interface GroupLines {
  /** "Agility: 2d10, burst on 10". */
  readonly title: string;
  readonly dice: readonly DieLine[];
}

export interface RollBreakdown {
  /** The disclosure's label ("Attack roll details"). */
  readonly summary: string;
  readonly formula: string;
  readonly groups: readonly GroupLines[];
  /** Why the dice are what they are: die steps, cancelled steps, added dice, changes to the number to beat. */
  readonly reasons: readonly string[];
  readonly modifiers: readonly string[];
  readonly total: string;
  /** The number it had to beat and the margin; empty when the roll has none. */
  readonly target: string;
  readonly margin: string;
}

/**
 * A source as the card shows it: a rule's name as the engine gives it ("Agility"), or, for a source the adapter adds
 * (the roll dialog's bonus), its localization key, so the stored request is the same in every language.
 */
const sourceText = (source: string, i18n: Localizer): string =>
  source.startsWith(`${I18N_ROOT}.`) ? i18n.localize(source) : source;

/** A signed number as the card prints it ("+3", "−2"). */
export function signed(value: number): string {
  return value < 0 ? `−${String(-value)}` : `+${String(value)}`;
}

/** "10 → burst 7 = 17": the counted faces of one chain, the bursts chained, and a capped chain said so. */
function chainText(chain: ChainResult, i18n: Localizer): string {
  const faces = chain.faces.slice(0, chain.counted);
  const [first = 0, ...bursts] = faces;
  const text = [String(first), ...bursts.map((face) => i18n.format(`${KEY}.burst`, { face }))].join(" → ");
  const summed = bursts.length ? `${text} = ${String(chain.total)}` : text;
  return chain.capped ? `${summed} ${i18n.localize(`${KEY}.capped`)}` : summed;
}

function dieLine(die: DieResult, group: DieGroup | undefined, i18n: Localizer): DieLine {
  const [first, second] = die.chains;
  const edge = group?.edge;
  const shown =
    first && second && (edge === "advantage" || edge === "disadvantage")
      ? i18n.format(`${KEY}.${edge}`, {
          first: chainText(first, i18n),
          second: chainText(second, i18n),
          kept: die.total,
        })
      : first
        ? chainText(first, i18n)
        : "";
  return die.kept
    ? { text: shown, dropped: false }
    : { text: `${shown} ${i18n.localize(`${KEY}.dropped`)}`, dropped: true };
}

function groupTitle(group: GroupResult, spec: DieGroup | undefined, i18n: Localizer): string {
  const dice = i18n.format(group.negative ? `${KEY}.groupNegative` : `${KEY}.group`, {
    source: sourceText(group.source, i18n),
    count: group.dice.length,
    faces: group.faces,
  });
  const notes = [
    ...(spec?.explode ? [i18n.format(`${KEY}.burstsOn`, { on: spec.explode.on })] : []),
    ...(spec?.keep ? [i18n.format(`${KEY}.keep.${spec.keep.mode}`, { count: spec.keep.count })] : []),
  ];
  return [dice, ...notes].join(", ");
}

/** The audit entries that say why the dice are what they are (faces, edges and keeps are shown on the dice). */
function reasonText(entry: AuditEntry, i18n: Localizer): string | undefined {
  switch (entry.type) {
    case "step":
      return i18n.format(entry.clamped ? `${KEY}.step.${entry.clamped}` : `${KEY}.step.moved`, {
        source: entry.source,
        from: entry.from,
        to: entry.to,
      });
    case "cancel":
      return i18n.format(`${KEY}.cancel`, { source: entry.source, against: entry.against });
    case "add":
      return i18n.format(`${KEY}.added`, { source: entry.source, dice: signed(entry.dice) });
    case "vs":
      return i18n.format(`${KEY}.vs`, { source: sourceText(entry.source, i18n), value: signed(entry.value) });
    default:
      return undefined;
  }
}

function targetText(result: RollResult, i18n: Localizer): string {
  const target = result.target;
  if (!target) return "";
  const data = { value: target.value, source: target.source ?? "" };
  if (target.kind === "exceed") return i18n.format(target.source ? `${KEY}.exceedFrom` : `${KEY}.exceed`, data);
  return i18n.format(target.source ? `${KEY}.meetFrom` : `${KEY}.meet`, data);
}

/**
 * How far the roll made it or fell short. A number to beat is missed by one more than the difference: a 15 against
 * "had to beat 15" is a point short, not zero.
 */
function marginText(result: RollResult, i18n: Localizer): string {
  if (result.margin === undefined || result.success === undefined) return "";
  if (result.success) return i18n.format(`${KEY}.margin.success`, { margin: Math.abs(result.margin) });
  const short = Math.abs(result.margin) + (result.target?.kind === "exceed" ? 1 : 0);
  return i18n.format(`${KEY}.margin.failure`, { margin: short });
}

/** The breakdown of one roll; `summary` is the localization key of the disclosure's label. */
export function rollBreakdown(
  request: DiceRequest,
  result: RollResult,
  summary: string,
  i18n: Localizer,
): RollBreakdown {
  return {
    summary: i18n.localize(summary),
    // Foundry's notation without its flavour tags: each group's source is on its own line below.
    formula: i18n.format(`${KEY}.formula`, { formula: toFoundryFormula(request).formula.replace(/\[[^\]]*\]/g, "") }),
    groups: result.groups.map((group) => {
      const spec = request.groups[group.index];
      const title = groupTitle(group, spec, i18n);
      return {
        // A chain's links are each one roll of the die (core/dice/chain.ts): each is named by its place in the chain.
        title: request.chain ? i18n.format(`${KEY}.link`, { link: group.index + 1, title }) : title,
        dice: group.dice.map((die) => dieLine(die, spec, i18n)),
      };
    }),
    reasons: result.audit.flatMap((entry) => reasonText(entry, i18n) ?? []),
    modifiers: request.modifiers.map((m) =>
      i18n.format(`${KEY}.modifier`, { source: sourceText(m.source, i18n), value: signed(m.value) }),
    ),
    total: i18n.format(`${KEY}.total`, { total: result.total }),
    target: targetText(result, i18n),
    margin: marginText(result, i18n),
  };
}
