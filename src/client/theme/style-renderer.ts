/**
 * The renderer that puts the app's and Fluent's style rules into the page (issue 19).
 *
 * Since React 18, Griffel inserts a component's rules from an insertion effect of every
 * instance as it mounts, and its renderer walks all of that component's rules each time,
 * looking up each rule's style sheet before finding it already inserted. A page section's
 * parts table mounts hundreds of instances in one commit, so most of that commit's time went
 * on rules already in the page. A component's rules are one object for the page's life (a
 * module-level constant of its compiled styles), so this renderer walks each such object once.
 */
import { createDOMRenderer, type GriffelRenderer } from '@fluentui/react-components';

type CSSRulesByBucket = Parameters<GriffelRenderer['insertCSSRules']>[0];

/**
 * The object that stays the same for a component's rules: the rules themselves, except for
 * reset styles of a single bucket, which Griffel wraps in a new `{ r: rules }` on each call.
 */
function identityOf(cssRules: CSSRulesByBucket): object {
  const keys = Object.keys(cssRules);
  return keys.length === 1 && keys[0] === 'r' && cssRules.r ? cssRules.r : cssRules;
}

export function createStyleRenderer(targetDocument?: Document): GriffelRenderer {
  const renderer = createDOMRenderer(targetDocument);
  const insertEachNewRule = renderer.insertCSSRules.bind(renderer);
  const walked = new WeakSet<object>();
  renderer.insertCSSRules = (cssRules) => {
    const identity = identityOf(cssRules);
    if (walked.has(identity)) return;
    walked.add(identity);
    insertEachNewRule(cssRules);
  };
  return renderer;
}
