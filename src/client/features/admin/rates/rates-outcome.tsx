/** What the last read or save of a rates panel did, in words, announced to screen readers. */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { Outcome } from './use-rates-editor';

export function RatesOutcome({ outcome, testId }: { outcome: Outcome; testId: string }) {
  if (outcome === undefined) return null;
  return (
    <MessageBar intent={outcome.intent} data-testid={testId} role={outcome.intent === 'error' ? 'alert' : 'status'}>
      <MessageBarBody>{outcome.text}</MessageBarBody>
    </MessageBar>
  );
}
