/**
 * What the self-check window shows, from a run's results: one row per step with its status as a word and an icon
 * (colour only repeats them), the time it took, the error of a failed step, and the whole run as plain text for a
 * bug report. Pure: the window and the browser tests render it the same way.
 */
import type { Localizer } from "../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../constants.ts";
import type { StepResult, StepStatus } from "./runner.ts";

const KEY = `${I18N_ROOT}.SelfCheck`;

export interface StepRow {
  readonly id: string;
  readonly label: string;
  readonly status: StepStatus;
  readonly statusText: string;
  readonly time: string;
  /** Message and stack of a failed step. */
  readonly error?: string;
}

export interface SelfCheckContext {
  readonly intro: string;
  readonly runLabel: string;
  readonly running: boolean;
  readonly rows: readonly StepRow[];
  readonly summary: string;
  readonly reportLabel: string;
  /** The run as text, ready to paste into a bug report; empty before a run. */
  readonly report: string;
  readonly copyLabel: string;
}

export interface RunFacts {
  /** System id and version, Foundry's version, the world's ruleset. */
  readonly system: string;
  readonly foundry: string;
  readonly ruleset: string;
}

function row(i18n: Localizer, result: StepResult): StepRow {
  return {
    id: result.id,
    label: i18n.localize(result.labelKey),
    status: result.status,
    statusText: i18n.localize(`${KEY}.Status.${result.status}`),
    time: i18n.format(`${KEY}.time`, { ms: Math.round(result.ms) }),
    ...(result.error ? { error: `${result.error.message}\n\n${result.error.stack}` } : {}),
  };
}

/** The run as plain text: the facts, then each step's status, label and time, then each failure's stack. */
export function reportText(rows: readonly StepRow[], facts: RunFacts): string {
  const head = [`Fray self-check · ${facts.system} · Foundry ${facts.foundry} · ruleset ${facts.ruleset}`];
  const lines = rows.map((r) => `[${r.status.toUpperCase()}] ${r.label} (${r.time})`);
  const errors = rows.flatMap((r) => (r.error ? [`--- ${r.label}\n${r.error}`] : []));
  return [...head, "", ...lines, ...(errors.length ? ["", ...errors] : [])].join("\n");
}

export function selfCheckContext(
  i18n: Localizer,
  results: readonly StepResult[],
  facts: RunFacts,
  running: boolean,
): SelfCheckContext {
  const rows = results.map((r) => row(i18n, r));
  const count = (status: StepStatus) => rows.filter((r) => r.status === status).length;
  return {
    intro: i18n.localize(`${KEY}.intro`),
    runLabel: i18n.localize(running ? `${KEY}.running` : `${KEY}.run`),
    running,
    rows,
    summary: rows.length
      ? i18n.format(`${KEY}.summary`, { pass: count("pass"), fail: count("fail"), skipped: count("skipped") })
      : "",
    reportLabel: i18n.localize(`${KEY}.report`),
    report: rows.length ? reportText(rows, facts) : "",
    copyLabel: i18n.localize(`${KEY}.copy`),
  };
}
