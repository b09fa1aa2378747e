/**
 * A part's picture in part details (issue 20), from the URL the part details answer carries.
 * Catalogue data, so it is fetched like the page illustrations, with the session's token
 * (api/catalogue/illustrations.ts): offline, one seen before comes from the service worker's
 * catalogue cache. Shown as an image of the fetched SVG, where no script of it can run; while
 * it loads, or when it cannot be had, there is simply no picture.
 */
import { Image, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchIllustrationSvg } from '../../api/catalogue/illustrations';

const useStyles = makeStyles({
  picture: {
    width: '96px',
    height: '96px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

function usePictureUrl(url: string): string | null {
  const [picture, setPicture] = useState<{ url: string; objectUrl: string } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchIllustrationSvg(url, controller.signal).then(
      (svg) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
        setPicture({ url, objectUrl });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn('Could not load the part picture', error);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl !== null) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return picture?.url === url ? picture.objectUrl : null;
}

export function PartThumbnail({
  url,
  partNumber,
  description,
}: {
  url: string;
  partNumber: string;
  description: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const pictureUrl = usePictureUrl(url);
  if (pictureUrl === null) return null;
  return (
    <Image
      className={styles.picture}
      src={pictureUrl}
      fit="contain"
      alt={t('partDetails.picture', 'Picture of {{description}}, part {{partNumber}}', { description, partNumber })}
      data-testid="part-thumbnail"
    />
  );
}
