/**
 * Each unit test starts with no answer held (src/client/api/fresh-answers.ts): the app's
 * answers stay fresh for 2 s, longer than most tests take, so one test's answer would otherwise
 * be drawn by the next test that asks the same question of another stubbed server.
 */
import { afterEach } from 'vitest';
import { freshAnswers } from '../../../src/client/api/fresh-answers';

afterEach(() => freshAnswers.forget());
