import { describe, expect, it } from 'vitest';
import { handedOverAnswers, keepFirstVisitAnswersType } from '../../../../src/domain/offline/first-visit-handover';

const answer = {
  url: 'https://epc.example/catalogue/api/v1/nextLevelHierarchies',
  method: 'POST',
  requestBody: '{"catHieId":"arden"}',
  status: 200,
  headers: [['content-type', 'application/json']],
  body: new ArrayBuffer(4),
};

describe('the first-visit hand-over message', () => {
  it('gives the answers of a well-formed message', () => {
    expect(handedOverAnswers({ type: keepFirstVisitAnswersType, answers: [answer] })).toEqual([answer]);
  });

  it('leaves out each answer that is not exactly in shape, keeping the others', () => {
    const head = { ...answer, method: 'HEAD', requestBody: null };
    const noBody = { ...answer, body: 'text' };
    const badHeaders = { ...answer, headers: [['content-type']] };
    expect(handedOverAnswers({ type: keepFirstVisitAnswersType, answers: [head, answer, noBody, badHeaders] })).toEqual(
      [answer],
    );
  });

  it('gives nothing for any other message', () => {
    expect(handedOverAnswers({ type: 'SKIP_WAITING' })).toEqual([]);
    expect(handedOverAnswers(null)).toEqual([]);
    expect(handedOverAnswers({ type: keepFirstVisitAnswersType, answers: 'all' })).toEqual([]);
  });
});
