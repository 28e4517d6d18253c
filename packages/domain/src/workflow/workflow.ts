/**
 * One step of a workflow: in one of the `from` states, one of the `by` actors may take `action`,
 * which leads to `to` and sets off `effects` (carried out by the server in the same transaction).
 */
export interface Transition<State, Action extends string, Actor extends string, Effect extends string> {
  action: Action;
  from: readonly State[];
  to: State;
  by: readonly Actor[];
  effects: readonly Effect[];
}

/** A workflow as data: the row links and the server's policy both derive from it. */
export interface Workflow<State, Action extends string, Actor extends string, Effect extends string> {
  transitions: readonly Transition<State, Action, Actor, Effect>[];
  /** The actions the actors may take in `state` now, in table order. */
  allowed(state: State, actors: ReadonlySet<Actor>): Action[];
  /** The transition `action` takes from `state` for the actors, or undefined when it is not allowed now. */
  find(state: State, action: Action, actors: ReadonlySet<Actor>): Transition<State, Action, Actor, Effect> | undefined;
  /** Whether the actors may take `action` in some state (refusing it now is then a wrong state, not a missing right). */
  mayEver(action: Action, actors: ReadonlySet<Actor>): boolean;
  /** The action whose transitions lead to `to` (a status change names its target, not its action). */
  actionTo(to: State): Action | undefined;
}

/** Builds a workflow from its transition table. */
export function defineWorkflow<State, Action extends string, Actor extends string, Effect extends string>(
  transitions: readonly Transition<State, Action, Actor, Effect>[],
): Workflow<State, Action, Actor, Effect> {
  const byActor = (t: Transition<State, Action, Actor, Effect>, actors: ReadonlySet<Actor>) => t.by.some((a) => actors.has(a));
  return {
    transitions,
    allowed: (state, actors) => transitions.filter((t) => t.from.includes(state) && byActor(t, actors)).map((t) => t.action),
    find: (state, action, actors) => transitions.find((t) => t.action === action && t.from.includes(state) && byActor(t, actors)),
    mayEver: (action, actors) => transitions.some((t) => t.action === action && byActor(t, actors)),
    actionTo: (to) => transitions.find((t) => t.to === to)?.action,
  };
}
