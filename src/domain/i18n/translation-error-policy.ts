/**
 * What the app does with a translation problem (shell spec, section 8): a missing translation
 * or an invalid configuration only warns, since the inline English wording still shows; any
 * other error is a real fault and is rethrown.
 */

export type TranslationErrorCode = 'MISSING_TRANSLATION' | 'INVALID_CONFIG';

export class TranslationError extends Error {
  override readonly name = 'TranslationError';
  constructor(
    readonly code: TranslationErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function translationErrorAction(error: unknown): 'warn' | 'rethrow' {
  return error instanceof TranslationError ? 'warn' : 'rethrow';
}
