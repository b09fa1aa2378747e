/** Says what is wrong with a typed VIN, in the user's language (catalogue spec, section 2; the checks are ours). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseVin, vinLength, type VinCheck } from '../../../../domain/catalogue/vin';

type VinProblem = Extract<VinCheck, { ok: false }>;

/** What is wrong with a VIN, in the user's language (the domain's messages are English). */
export function useVinProblemText(): (problem: VinProblem, typed: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (problem, typed) => {
      const vin = normaliseVin(typed).replaceAll(/\s/g, '');
      if (problem.reason === 'length') {
        return t('vin.problem.length', 'A VIN has {{expected}} characters; this one has {{length}}.', {
          expected: vinLength,
          length: vin.length,
        });
      }
      if (problem.reason === 'check-digit') {
        return t('vin.problem.checkDigit', 'The check digit (9th character) does not match the rest of this VIN.');
      }
      return /[IOQ]/.test(vin)
        ? t('vin.problem.ioq', 'A VIN never contains the letters I, O or Q.')
        : t(
            'vin.problem.characters',
            'A VIN contains only the letters A to Z (never I, O or Q) and the digits 0 to 9.',
          );
    },
    [t],
  );
}
