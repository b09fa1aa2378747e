/**
 * The parts-list upload's messages in the user's language: a problem with the whole file
 * (domain/parts-list/tabular-file.ts) and a row's problems (the shopping list's line rules,
 * translated by useFieldMessage, and the part number's own rule).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { partNumberMessages, type RowProblem } from '../../../../domain/parts-list/read-parts-list';
import type { TabularFileProblem } from '../../../../domain/parts-list/tabular-file';
import { maxIdLength } from '../../../../domain/shopping-list/check-shopping-list-action';
import { useFieldMessage } from '../../../components/refused-changes/use-field-message';
import { useFormatters } from '../../../components/use-formatters';
import { useNumberFormat } from '../../../components/use-number-format';

export function useFileProblemText(): (problem: TabularFileProblem) => string {
  const { t } = useTranslation();
  const { bytes } = useFormatters();
  const number = useNumberFormat();
  return useCallback(
    (problem: TabularFileProblem) => {
      switch (problem.code) {
        case 'too-large':
          return t('uploadList.problem.tooLarge', 'The file is larger than {{size}}. Nothing was read.', {
            size: bytes(problem.maxBytes),
          });
        case 'empty':
          return t('uploadList.problem.empty', 'The file is empty.');
        case 'not-utf8':
          return t(
            'uploadList.problem.notUtf8',
            'The file is not UTF-8 text. Save it as "CSV UTF-8" (or XML in UTF-8) and choose it again.',
          );
        case 'too-many-rows':
          return t(
            'uploadList.problem.tooManyRows',
            'The file has more than {{max}} rows. Split it into files of at most {{max}} rows.',
            { max: number(problem.maxRows) },
          );
        case 'missing-columns':
          return t('uploadList.problem.missingColumns', 'The first line must name the columns. Missing: {{columns}}.', {
            columns: problem.columns.join(', '),
          });
        case 'no-rows':
          return t('uploadList.problem.noRows', 'The file has no rows under its first line.');
        case 'unclosed-quote':
          return t('uploadList.problem.unclosedQuote', 'Line {{line}}: a quoted value is not closed.', {
            line: number(problem.line),
          });
        case 'doctype':
          return t(
            'uploadList.problem.doctype',
            'The XML declares a document type or entities (<!DOCTYPE or <!ENTITY). They are not accepted, for safety: remove them and choose the file again.',
          );
        case 'malformed-xml':
          return t('uploadList.problem.malformedXml', 'Line {{line}}: the XML is not well-formed ({{detail}}).', {
            line: number(problem.line),
            detail: problem.detail,
          });
        case 'no-records':
          return t('uploadList.problem.noRecords', 'The XML has no <{{element}}> elements.', {
            element: problem.recordElement,
          });
      }
    },
    [t, bytes, number],
  );
}

export function useRowProblemText(): (problem: RowProblem) => string {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  return useCallback(
    (problem: RowProblem) => {
      switch (problem.message) {
        case partNumberMessages.missing:
          return t('uploadList.check.partNumberMissing', 'Enter a part number.');
        case partNumberMessages.tooLong:
          return t('uploadList.check.partNumberTooLong', 'The part number can be at most {{max}} characters.', {
            max: maxIdLength,
          });
        case partNumberMessages.unprintable:
          return t('uploadList.check.partNumberUnprintable', 'The part number can only hold printable characters.');
        default:
          return fieldMessage(problem.message);
      }
    },
    [t, fieldMessage],
  );
}
