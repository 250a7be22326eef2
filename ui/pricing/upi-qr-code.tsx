import { Skeleton, SkeletonItem, makeStyles } from '@fluentui/react-components';
import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';

const useStyles = makeStyles({
  code: { width: '200px', height: '200px', display: 'block' },
});

/** The UPI link as a QR code any payment app can scan, drawn as SVG in the browser. */
export function UpiQrCode({ uri, label }: { uri: string; label: string }) {
  const styles = useStyles();
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void qrSvg(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then((markup) => {
      if (current) setSvg(markup);
    });
    return () => {
      current = false;
    };
  }, [uri]);

  if (!svg) {
    return (
      <Skeleton aria-label="Preparing the QR code">
        <SkeletonItem className={styles.code} />
      </Skeleton>
    );
  }
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return <img className={styles.code} src={source} alt={label} data-upi-uri={uri} />;
}
