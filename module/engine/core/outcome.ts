/**
 * The result of anything a rule may refuse: the new state, or the unchanged state and the reason. Refusals are
 * values, never exceptions, so a caller can show the reason and nothing has changed.
 */
export type Outcome<S, R> =
  { readonly ok: true; readonly state: S } | { readonly ok: false; readonly state: S; readonly reason: R };
