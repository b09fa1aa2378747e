/**
 * The app's long-lived actors, connectivity and the session, created and started before the
 * first render (main.tsx), so everything drawn finds them running (started-actor-context.tsx).
 * They live as long as the page.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import { provideAccessToken } from '../api/access-token-provider';
import { browserAuthStorage } from '../store/auth-storage';
import { connectivityEffects } from './connectivity-effects';
import { connectivityMachine } from './connectivity-machine';
import { readEndedSession } from './session/ended-session-storage';
import { ensureAccessToken, type SessionActor } from './session/ensure-access-token';
import { sessionEffects } from './session/session-effects';
import { sessionMachine } from './session/session-machine';
import { yieldToBrowser } from '../yield-to-browser';

export type ConnectivityActor = ActorRefFrom<typeof connectivityMachine>;

export interface AppActors {
  connectivity: ConnectivityActor;
  session: SessionActor;
}

/**
 * Starts both actors and gives the API clients the session's token (shell spec, section 4).
 * Each actor starts in a task of its own: building a machine and its first state is tens of
 * milliseconds on a slow phone, and together they held the main thread too long (issue 19).
 */
export async function startAppActors(): Promise<AppActors> {
  const connectivity = createActor(connectivityMachine.provide(connectivityEffects)).start();
  await yieldToBrowser();
  const session = createActor(sessionMachine.provide(sessionEffects), {
    input: { auth: browserAuthStorage.read(), endedSession: readEndedSession() },
  }).start();
  provideAccessToken(() => ensureAccessToken(session));
  return { connectivity, session };
}
