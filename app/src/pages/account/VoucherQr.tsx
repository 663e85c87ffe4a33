/**
 * The voucher's QR code as SVG. `qrcode` is imported on first render, so its weight stays out of
 * every other page's bundle.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  width: min(100%, 18rem);
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.palette.slate[0]};
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

/** The QR of `code`, labelled for assistive technology. */
export function VoucherQr({ code, label }: { code: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) => toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } }))
      .then((markup) => current && setSvg(markup));
    return () => {
      current = false;
    };
  }, [code]);
  // The markup is qrcode's own SVG of a code of 8 base-32 characters.
  return <Frame role="img" aria-label={label} aria-busy={svg === null} data-ready={svg !== null} dangerouslySetInnerHTML={svg ? { __html: svg } : undefined} />;
}
