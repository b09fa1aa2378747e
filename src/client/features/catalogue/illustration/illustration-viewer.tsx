/** A page section's illustration, whose callouts select parts in the list (catalogue spec, sections 2-3). */
import { Button, MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { Print20Regular, ZoomFit20Regular, ZoomIn20Regular, ZoomOut20Regular } from '@fluentui/react-icons';
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { calloutElements } from './sanitise-svg';
import { useIllustrationStyles } from './illustration-styles';
import { useIllustration } from './use-illustration';
import { usePanZoom } from './use-pan-zoom';

export interface IllustrationViewerProps {
  /** The page's illustration (c_imageURL of a page section). */
  url: string;
  /** What the illustration shows, for its accessible name. */
  title: string;
  selectedCallouts: ReadonlySet<string>;
  onSelectCallout: (callOutCode: string) => void;
}

const calloutOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('[data-callout]') : null);

/**
 * A page section's illustration with its numbered callouts, which are buttons: a click, or
 * Enter or Space on a focused one, selects it. Wheel, drag, pinch, the toolbar and the keys
 * + - 0 and the arrows zoom and pan it. Offline, an illustration never opened here says so.
 */
export function IllustrationViewer({ url, title, selectedCallouts, onSelectCallout }: IllustrationViewerProps) {
  const { t } = useTranslation();
  const styles = useIllustrationStyles();
  const state = useIllustration(url);
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const panZoom = usePanZoom(viewportRef);
  const { reveal } = panZoom;
  const svg = state.status === 'ready' ? state.svg : null;

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || !svg) return;
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', title);
    for (const { element, code } of calloutElements(svg)) {
      element.setAttribute('role', 'button');
      element.setAttribute('tabindex', '0');
      element.setAttribute('aria-label', t('illustration.callout', 'Callout {{code}}', { code }));
    }
    stage.replaceChildren(svg);
    return () => stage.replaceChildren();
  }, [svg, title, t]);

  useEffect(() => {
    if (!svg) return;
    let first: Element | undefined;
    for (const { element, code } of calloutElements(svg)) {
      const selected = selectedCallouts.has(code);
      element.setAttribute('aria-pressed', String(selected));
      if (selected) first ??= element;
    }
    if (first) reveal(first);
  }, [svg, selectedCallouts, reveal]);

  const onClick = (event: MouseEvent) => {
    const callout = calloutOf(event.target);
    if (callout && !panZoom.wasDrag()) onSelectCallout(callout.getAttribute('data-callout') ?? '');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const callout = calloutOf(event.target);
    if (callout && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onSelectCallout(callout.getAttribute('data-callout') ?? '');
      return;
    }
    panZoom.handlers.onKeyDown(event);
  };

  const { scale, x, y } = panZoom.view;
  return (
    <section className={styles.viewer} aria-label={t('illustration.region', 'Illustration')}>
      {/* A plain group, not a Fluent Toolbar: its focus helpers trip the accessibility checks. */}
      <div className={styles.toolbar} role="group" aria-label={t('illustration.tools', 'Illustration tools')}>
        <Button appearance="subtle" icon={<ZoomIn20Regular />} onClick={panZoom.zoomIn}>
          {t('illustration.zoomIn', 'Zoom in')}
        </Button>
        <Button appearance="subtle" icon={<ZoomOut20Regular />} onClick={panZoom.zoomOut}>
          {t('illustration.zoomOut', 'Zoom out')}
        </Button>
        <Button appearance="subtle" icon={<ZoomFit20Regular />} onClick={panZoom.fit}>
          {t('illustration.fit', 'Fit to view')}
        </Button>
        <Button appearance="subtle" icon={<Print20Regular />} onClick={() => window.print()}>
          {t('illustration.print', 'Print')}
        </Button>
      </div>
      <div
        ref={viewportRef}
        className={styles.viewport}
        role="group"
        aria-roledescription={t('illustration.viewer', 'zoomable illustration')}
        aria-label={t('illustration.viewportLabel', '{{title}}: + and - zoom, arrow keys pan, 0 fits to view', {
          title,
        })}
        tabIndex={0}
        data-testid="illustration-viewport"
        onPointerDown={panZoom.handlers.onPointerDown}
        onPointerMove={panZoom.handlers.onPointerMove}
        onPointerUp={panZoom.handlers.onPointerUp}
        onPointerCancel={panZoom.handlers.onPointerCancel}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        <div
          ref={stageRef}
          className={styles.stage}
          style={{ transform: `translate(${x}px, ${y}px) scale(${scale})` }}
          data-testid="illustration-stage"
        />
        {state.status === 'loading' && (
          <div className={styles.status}>
            <Spinner label={t('illustration.loading', 'Loading the illustration')} />
          </div>
        )}
        {(state.status === 'not-offline' || state.status === 'failed') && (
          <div className={styles.status}>
            <MessageBar
              intent={state.status === 'not-offline' ? 'warning' : 'error'}
              data-testid="illustration-unavailable"
            >
              <MessageBarBody>
                {state.status === 'not-offline'
                  ? t(
                      'illustration.notOffline',
                      'This illustration has not been opened on this device before, so it is not available offline. The parts list still works.',
                    )
                  : t('illustration.failed', 'The illustration could not be shown. The parts list still works.')}
              </MessageBarBody>
            </MessageBar>
          </div>
        )}
      </div>
    </section>
  );
}
