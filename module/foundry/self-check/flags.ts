import { SYSTEM_ID } from "../constants.ts";

/**
 * Everything a self-check run creates is flagged `flags.fray.selfCheck` and named "Fray self-check …", so what a
 * crashed run (a closed tab mid-run) leaves behind can be found and offered for deletion.
 */
export const SELF_CHECK_FLAG = "selfCheck";

export function selfCheckFlags(): Record<string, Record<string, boolean>> {
  return { [SYSTEM_ID]: { [SELF_CHECK_FLAG]: true } };
}

export function isSelfCheckDocument(document: { readonly flags: unknown }): boolean {
  const flags = document.flags as Partial<Record<string, Partial<Record<string, unknown>>>> | null | undefined;
  return flags?.[SYSTEM_ID]?.[SELF_CHECK_FLAG] === true;
}
