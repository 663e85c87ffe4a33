/**
 * A confirmed booking's voucher on its details page: a large QR and the code in large type, black
 * on white for any scanner, printed alone (print stylesheet). `saved` says the page shows the copy
 * kept from the last visit because the API could not be reached.
 */
import styled, { createGlobalStyle } from 'styled-components';
import { useCopy } from '@spur/i18n/react';
import { CloudOff } from 'lucide-react';
import { formatVoucherCode } from '@spur/domain';
import { ACCOUNT_COPY } from './copy';
import { VoucherQr } from './VoucherQr';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 2px solid ${({ theme }) => theme.colors.palette.slate[900]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.palette.slate[0]};
  color: ${({ theme }) => theme.colors.palette.slate[900]};
  text-align: center;
  @media print {
    border: none;
    break-inside: avoid;
  }
`;

/** Printed, the page is the voucher alone. */
const PrintOnlyVoucher = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    [data-voucher],
    [data-voucher] * {
      visibility: visible;
    }
    [data-voucher] {
      position: absolute;
      inset: 0 0 auto 0;
    }
  }
`;

const Heading = styled.h3`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const CodeText = styled.p`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.palette.slate[700]};
`;

const SavedNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.pending.bg};
  color: ${({ theme }) => theme.colors.status.pending.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  @media print {
    display: none;
  }
`;

export interface VoucherProps {
  /** The redemption code (canonical form). */
  code: string;
  /** Shown from the copy kept on this device, the API being unreachable. */
  saved?: boolean;
}

export function Voucher({ code, saved = false }: VoucherProps) {
  const copy = useCopy(ACCOUNT_COPY).voucher;
  const shown = formatVoucherCode(code);
  return (
    <Panel aria-label={copy.heading} data-voucher>
      <PrintOnlyVoucher />
      <Heading>{copy.heading}</Heading>
      {saved && (
        <SavedNote role="status">
          <CloudOff aria-hidden="true" size={16} />
          {copy.savedCopy}
        </SavedNote>
      )}
      <VoucherQr code={code} label={copy.qrLabel(shown)} />
      <CodeText data-testid="voucher-code">{shown}</CodeText>
      <Hint>{copy.hint}</Hint>
    </Panel>
  );
}
