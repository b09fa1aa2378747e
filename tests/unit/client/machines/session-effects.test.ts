// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { freshAnswers } from '../../../../src/client/api/fresh-answers';
import { sessionEffects } from '../../../../src/client/machines/session/session-effects';

describe('the session ending in the browser', () => {
  it('forgets the answers asked as the user who leaves, so the next one is asked afresh', async () => {
    await freshAnswers.ask('vinDecode a private vehicle', async () => 'the first user’s vehicle');
    expect(freshAnswers.held('vinDecode a private vehicle')).toEqual({ value: 'the first user’s vehicle' });

    sessionEffects.actions.clearAuth();

    expect(freshAnswers.held('vinDecode a private vehicle')).toBeUndefined();
  });
});
