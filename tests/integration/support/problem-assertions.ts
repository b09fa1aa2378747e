/** What every error reply must look like to the client: a problem whose detail it can show. */
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
}

export function expectProblem(response: LightMyRequestResponse, status: number): Problem {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json<Problem>();
  expect(problem).toEqual({ type: expect.any(String), title: expect.any(String), status, detail: expect.any(String) });
  return problem;
}
