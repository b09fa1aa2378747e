// @vitest-environment jsdom
// The app's actors start before the first render (app-actors.ts) and reach the tree through
// createStartedActorContext: a component drawn in the first commit can send to its actor and
// wait for the answer, which @xstate/react's createActorContext (starting the actor in an
// effect after its children's) answered with the initial snapshot (docs/decisions.md, issue 19).
import { cleanup, render, renderHook, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { createStartedActorContext } from '../../../../src/client/machines/started-actor-context';

afterEach(cleanup);

const loginMachine = setup({
  actors: { exchange: fromPromise(async () => 'token') },
}).createMachine({
  initial: 'guest',
  states: {
    guest: { tags: ['settled'], on: { login: 'exchanging' } },
    exchanging: { invoke: { src: 'exchange', onDone: 'registered' } },
    registered: { tags: ['settled'] },
  },
});

type LoginActor = ReturnType<typeof createActor<typeof loginMachine>>;
const LoginContext = createStartedActorContext<LoginActor>('LoginContext');

describe('a started actor context', () => {
  it('lets a component of the first commit send an event and wait for the state it leads to', async () => {
    const actor = createActor(loginMachine).start();
    let settled: Promise<string> | undefined;
    function SignIn() {
      const login = LoginContext.useActorRef();
      const state = LoginContext.useSelector((snapshot) => String(snapshot.value));
      useEffect(() => {
        login.send({ type: 'login' });
        settled = waitFor(login, (snapshot) => snapshot.hasTag('settled')).then((snapshot) => String(snapshot.value));
      }, [login]);
      return <p>{state}</p>;
    }
    render(
      <LoginContext.Provider actor={actor}>
        <SignIn />
      </LoginContext.Provider>,
    );
    await expect(settled).resolves.toBe('registered');
    expect(await screen.findByText('registered')).toBeTruthy();
  });

  it('says which context was read outside its provider', () => {
    expect(() => renderHook(() => LoginContext.useActorRef())).toThrow('LoginContext is read outside its provider');
  });
});
