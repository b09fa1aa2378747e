/**
 * A React context for an actor the app started itself, before its first render, with the
 * same `useActorRef` and `useSelector` as @xstate/react's createActorContext.
 *
 * Why not createActorContext: its Provider creates the actor during render and starts it in
 * an effect, which React runs after the effects of everything inside it. A page or header
 * drawn in the same commit would ask an actor not yet running for its state (XState answers
 * with the initial snapshot, so a `waitFor` could end before the event it waits on was even
 * handled) and send requests before the session gave the API clients its token. The app's
 * actors are started in main.tsx instead (app-actors.ts), so every part of the first render
 * finds them running (issue 19: the first render draws the header and the page at once).
 */
import { useSelector as useActorSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { AnyActorRef } from 'xstate';

/** An actor's snapshot, written as @xstate/react's useSelector writes it, so the two agree. */
type SnapshotOf<TActor> = TActor extends { getSnapshot(): infer TSnapshot } ? TSnapshot : undefined;

export interface StartedActorContext<TActor extends AnyActorRef> {
  Provider: (props: { actor: TActor; children: ReactNode }) => ReactNode;
  useActorRef: () => TActor;
  useSelector: <T>(selector: (snapshot: SnapshotOf<TActor>) => T, compare?: (a: T, b: T) => boolean) => T;
}

export function createStartedActorContext<TActor extends AnyActorRef>(name: string): StartedActorContext<TActor> {
  const Context = createContext<TActor | undefined>(undefined);

  function useActorRef(): TActor {
    const actor = useContext(Context);
    if (!actor) throw new Error(`${name} is read outside its provider`);
    return actor;
  }

  return {
    Provider: ({ actor, children }) => <Context value={actor}>{children}</Context>,
    useActorRef,
    useSelector: <T,>(selector: (snapshot: SnapshotOf<TActor>) => T, compare?: (a: T, b: T) => boolean) =>
      useActorSelector<TActor, T>(useActorRef(), selector, compare),
  };
}
