/**
 * A country's flag as an SVG image (issue 18: the same on every platform, unlike emoji):
 * one small file per flag shown, loaded from /flags/ (copied there at build time) and kept by
 * the service worker for offline use. Width and height are set so nothing moves when it
 * loads. Where the country's name or code stands beside it, the flag says nothing more to a
 * screen reader and is hidden from it; alone, it is named by the country.
 */
import { makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { flagImagePath, flagSize } from '../../../../domain/shell/market-display';

const useStyles = makeStyles({
  flag: { verticalAlign: 'middle', flexShrink: 0 },
});

interface FlagImageProps {
  countryCode: string;
  /** The country's name, for a flag shown without it; leave out where the name is beside it. */
  countryName?: string;
  /** Lazy for long lists (the market list), so only the flags scrolled into view load. */
  lazy?: boolean;
}

export function FlagImage({ countryCode, countryName, lazy = false }: FlagImageProps) {
  const styles = useStyles();
  const [failed, setFailed] = useState(false);
  const path = flagImagePath(countryCode);
  if (path === undefined || failed) return null;
  const described = countryName !== undefined;
  return (
    <img
      src={path}
      width={flagSize.width}
      height={flagSize.height}
      alt={described ? countryName : ''}
      aria-hidden={described ? undefined : true}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      data-flag={countryCode.toUpperCase()}
      className={styles.flag}
      onError={() => setFailed(true)}
    />
  );
}
