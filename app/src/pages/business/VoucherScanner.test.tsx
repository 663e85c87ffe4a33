import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { createFrameReader } from './scanFrames';
import { VoucherScanner } from './VoucherScanner';

describe('VoucherScanner', () => {
  it('asks for the camera only when the button is pressed; a refusal says so', async () => {
    const openCamera = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    renderWithProviders(<VoucherScanner onCode={vi.fn()} openCamera={openCamera} />);
    expect(openCamera).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Camera access was denied. Allow the camera in your browser’s settings, or type the code.');
    expect(screen.getByRole('button', { name: 'Scan with camera' })).toBeInTheDocument();
  });

  it('no camera: says to type the code', async () => {
    renderWithProviders(<VoucherScanner onCode={vi.fn()} openCamera={() => Promise.reject(new DOMException('None', 'NotFoundError'))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No camera can be used here. Type the code instead.');
  });
});

describe('createFrameReader', () => {
  it('uses the browser’s BarcodeDetector for QR codes where it exists', async () => {
    const formats: string[][] = [];
    class FakeDetector {
      constructor(options: { formats: string[] }) {
        formats.push(options.formats);
      }
      detect = () => Promise.resolve([{ rawValue: 'ABCD-2345' }]);
    }
    const read = await createFrameReader({ BarcodeDetector: FakeDetector });
    expect(formats).toEqual([['qr_code']]);
    expect(await read(document.createElement('video'))).toBe('ABCD-2345');
  });

  it('falls back to jsQR, reading nothing from a video without frames', async () => {
    const read = await createFrameReader({});
    expect(await read(document.createElement('video'))).toBeNull();
  });
});
