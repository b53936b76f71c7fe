import { useRef } from 'react';
import { Button } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '@fikr/shared';
import { NS } from '../i18n';

interface Detector {
  detect(image: ImageBitmapSource): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/**
 * Reads a voucher's QR code from a photo: the file input opens the phone's camera (capture), the browser's
 * BarcodeDetector reads it. Browsers without BarcodeDetector show no button: the code is typed.
 */
export function ScanCodeButton({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(NS);
  const input = useRef<HTMLInputElement>(null);
  const Detector = detectorClass();
  if (!Detector) return null;

  async function read(file: File) {
    try {
      const [found] = await new Detector!({ formats: ['qr_code'] }).detect(await createImageBitmap(file));
      if (!found?.rawValue) throw new Error('no QR code');
      onCode(found.rawValue.trim());
    } catch {
      toast.error(t('till.scanFailed'), { topic: 'till-scan' });
    }
  }

  return (
    <>
      <Button icon={<CameraOutlined aria-hidden />} onClick={() => input.current?.click()}>
        {t('till.scan')}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid="scan-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void read(file);
        }}
      />
    </>
  );
}
