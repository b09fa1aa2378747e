/**
 * What replaced superseded parts (issue 20), read from the catalogue's part details, at most
 * 200 parts a call (the service's limit). The call is a catalogue query the service worker
 * keeps, so the same parts asked again offline are answered from its copy.
 */
import { useEffect, useState } from 'react';
import type { PartDetailsReply } from '../../../domain/catalogue/part-details-contracts';
import type { PartReplacement } from '../../../domain/catalogue/supersession';
import { authorisedServiceClient } from '../authorised-client';
import { freshAnswers } from '../fresh-answers';
import { isNetworkFailure } from '../http-client';

const partService = authorisedServiceClient('/part/api/v1/');
const partsPerCall = 200;
/** partDetails' longest part number: a list line's longer text (up to 100) is no catalogue part. */
const longestPartNumber = 40;

/** The replacement of each superseded part among partNumbers, and the parts found current. */
export async function fetchPartReplacements(
  partNumbers: readonly string[],
  langCode: string,
): Promise<{ replacements: Map<string, PartReplacement>; current: Set<string> }> {
  const replacements = new Map<string, PartReplacement>();
  const current = new Set<string>();
  for (let start = 0; start < partNumbers.length; start += partsPerCall) {
    const apns = partNumbers.slice(start, start + partsPerCall);
    const reply = await partService
      .post('partDetails', { json: { apns, langCode } })
      .json<{ success: boolean; responseObject: PartDetailsReply }>();
    for (const part of reply.responseObject.parts) {
      if (part.replacedBy) replacements.set(part.partNumber, part.replacedBy);
      else current.add(part.partNumber);
    }
  }
  return { replacements, current };
}

/**
 * The replacements of the parts among partNumbers that are superseded. What an answer taught
 * stays known while the screen is open, so a change made offline (whose new set of parts the
 * service worker has no copy of) does not lose the marks of the other lines.
 */
export function usePartReplacements(
  partNumbers: readonly string[],
  langCode: string,
): ReadonlyMap<string, PartReplacement> {
  const [known, setKnown] = useState<ReadonlyMap<string, PartReplacement>>(new Map());
  const asked = partNumbers.filter((partNumber) => partNumber.length <= longestPartNumber);
  const key = JSON.stringify([[...new Set(asked)].sort(), langCode]);
  useEffect(() => {
    const [numbers, language] = JSON.parse(key) as [string[], string];
    if (numbers.length === 0) return;
    let wanted = true;
    freshAnswers
      .ask(`partReplacements ${key}`, () => fetchPartReplacements(numbers, language))
      .then(
        ({ replacements, current }) => {
          if (!wanted) return;
          setKnown((before) => {
            const next = new Map([...before].filter(([partNumber]) => !current.has(partNumber)));
            for (const [partNumber, replacement] of replacements) next.set(partNumber, replacement);
            return next;
          });
        },
        // No network and no copy: the marks already known stay; a failure marks nothing new.
        (error: unknown) => {
          if (!isNetworkFailure(error)) console.warn('Could not read the replacements of the parts', error);
        },
      );
    return () => {
      wanted = false;
    };
  }, [key]);
  return known;
}
