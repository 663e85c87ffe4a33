/**
 * Scanning a voucher's QR with the camera, only when asked ("Scan with camera"). A refused or
 * missing camera says so, and the code can still be typed.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Camera, CameraOff } from 'lucide-react';
import { useCopy } from '@spur/i18n/react';
import { Button } from '@spur/ui-kit';
import { BUSINESS_COPY } from './copy';
import { createFrameReader } from './scanFrames';

const Video = styled.video`
  width: 100%;
  max-height: 18rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface.inverse};
  object-fit: cover;
`;

const Problem = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.status.cancelled.bg};
  color: ${({ theme }) => theme.colors.status.cancelled.fg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  svg {
    flex: none;
  }
`;

type ScanState = 'idle' | 'starting' | 'scanning' | 'denied' | 'unavailable';

/** The browser's camera, the back one where there is a choice. */
const backCamera = () => {
  if (!navigator.mediaDevices?.getUserMedia) return Promise.reject(new DOMException('No camera', 'NotFoundError'));
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
};

export interface VoucherScannerProps {
  /** Called with the text of the first QR seen; the camera stops then. */
  onCode: (code: string) => void;
  /** Opens the camera (injected in stories and tests). */
  openCamera?: () => Promise<MediaStream>;
}

export function VoucherScanner({ onCode, openCamera = backCamera }: VoucherScannerProps) {
  const text = useCopy(BUSINESS_COPY).checkIn.scanner;
  const [state, setState] = useState<ScanState>('idle');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const found = useRef(onCode);
  useEffect(() => {
    found.current = onCode;
  });

  const stop = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => stop, []);

  useEffect(() => {
    if (state !== 'scanning') return;
    let running = true;
    void createFrameReader().then(async (read) => {
      while (running && video.current) {
        const code = await read(video.current).catch(() => null);
        if (code && running) {
          stop();
          setState('idle');
          found.current(code);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    });
    return () => {
      running = false;
    };
  }, [state]);

  const start = async () => {
    setState('starting');
    try {
      stream.current = await openCamera();
      setState('scanning');
      if (video.current) {
        video.current.srcObject = stream.current;
        await video.current.play();
      }
    } catch (error) {
      stop();
      setState(error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError') ? 'denied' : 'unavailable');
    }
  };

  return (
    <>
      {state === 'scanning' || state === 'starting' ? (
        <>
          <Video ref={video} muted playsInline aria-label={text.preview} />
          <Button
            variant="outline"
            onClick={() => {
              stop();
              setState('idle');
            }}
          >
            {text.stop}
          </Button>
        </>
      ) : (
        <Button variant="outline" icon={<Camera aria-hidden="true" />} onClick={() => void start()}>
          {text.start}
        </Button>
      )}
      {(state === 'denied' || state === 'unavailable') && (
        <Problem role="alert">
          <CameraOff aria-hidden="true" size={18} />
          {text[state]}
        </Problem>
      )}
    </>
  );
}
