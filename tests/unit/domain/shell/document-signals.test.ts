import { describe, expect, it } from 'vitest';
import { documentSignals, type SignalSources } from '../../../../src/domain/shell/document-signals';

const synced = { counted: true, pendingCount: 0, refusedCount: 0, syncing: false, error: null };
const signedIn: SignalSources = {
  offline: false,
  sessionKind: 'registered',
  sessionEnded: false,
  sync: synced,
};

describe('the signals on <html> (docs/testing.md)', () => {
  it('say online, registered, idle and 0 pending for a signed-in user with nothing to send', () => {
    expect(documentSignals(signedIn)).toEqual({
      connectivity: 'online',
      session: 'registered',
      sync: 'idle',
      pendingChanges: '0',
    });
  });

  it('say offline with the changes waiting while the network is cut', () => {
    const signals = documentSignals({ ...signedIn, offline: true, sync: { ...synced, pendingCount: 2 } });
    expect(signals).toMatchObject({ connectivity: 'offline', sync: 'pending', pendingChanges: '2' });
  });

  it('put sending before a failure, a failure before waiting changes, and those before refused ones', () => {
    const sync = (changes: Partial<SignalSources['sync']>) =>
      documentSignals({ ...signedIn, sync: { ...synced, ...changes } }).sync;
    expect(sync({ syncing: true, error: 'Server down', pendingCount: 1, refusedCount: 1 })).toBe('syncing');
    expect(sync({ error: 'Server down', pendingCount: 1, refusedCount: 1 })).toBe('error');
    expect(sync({ pendingCount: 1, refusedCount: 1 })).toBe('pending');
    expect(sync({ refusedCount: 1 })).toBe('refused');
  });

  it('give no pending count until the outbox has been counted', () => {
    const signals = documentSignals({ ...signedIn, sync: { ...synced, counted: false } });
    expect(signals).toMatchObject({ sync: 'counting', pendingChanges: undefined });
  });

  it('say sync is off for guests and while the session starts, whatever the last runtime said', () => {
    for (const sessionKind of ['guest', 'starting', 'failed'] as const) {
      expect(documentSignals({ ...signedIn, sessionKind, sync: { ...synced, pendingCount: 3 } })).toMatchObject({
        session: sessionKind,
        sync: 'off',
        pendingChanges: undefined,
      });
    }
  });

  it('say ended once a session ran out, until someone signs in again', () => {
    expect(documentSignals({ ...signedIn, sessionKind: 'guest', sessionEnded: true }).session).toBe('ended');
    expect(documentSignals({ ...signedIn, sessionKind: 'registered', sessionEnded: true }).session).toBe('registered');
    expect(documentSignals({ ...signedIn, sessionKind: 'starting', sessionEnded: true }).session).toBe('starting');
  });
});
