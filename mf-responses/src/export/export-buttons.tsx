import { useState } from 'react';
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  apiErrorMessage,
  formatDateTime,
  LightButton,
  saveFile,
  toast,
  type Lang,
  type ResponsesFilter,
} from '@fikr/shared';
import { NS } from '../i18n';
import { buildCsv } from './csv';
import { exportRows, fetchAllResponses } from './export-rows';
import { buildXlsx } from './xlsx';

type Format = 'csv' | 'xlsx';

const MIME: Record<Format, string> = {
  csv: 'text/csv;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function download(name: string, data: BlobPart, format: Format): void {
  saveFile(new Blob([data], { type: MIME[format] }), name);
}

/** Exports the filtered list (all pages) to CSV or XLSX in the browser. Light buttons: they are on a phone's first screen. */
export function ExportButtons({ filter }: { filter: ResponsesFilter }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [running, setRunning] = useState<Format | null>(null);

  const run = async (format: Format) => {
    setRunning(format);
    try {
      const { responses, total } = await fetchAllResponses(filter);
      const rows = exportRows(responses, t, i18n.language as Lang);
      const name = `${t('export.sheet')}-${new Date().toISOString().slice(0, 10)}.${format}`;
      if (format === 'csv') download(name, buildCsv(rows), format);
      else download(name, buildXlsx(rows, t('export.sheet')) as Uint8Array<ArrayBuffer>, format);
      // never a silent cut: the file says nothing about the rows it lacks, so the screen does
      if (responses.length < total) {
        toast.warning(
          t('export.truncated', {
            count: responses.length,
            total,
            last: formatDateTime(responses[responses.length - 1].createdAt),
          }),
          {
            topic: 'responses-export',
            duration: 0,
          },
        );
      }
    } catch (err) {
      toast.error(apiErrorMessage(err, 'responses:export.failed'), { topic: 'responses-export' });
    } finally {
      setRunning(null);
    }
  };

  return (
    <div style={{ display: 'flex', gap: 8 }}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <LightButton
          key={format}
          kind="default"
          icon={running === format ? <LoadingOutlined spin /> : <DownloadOutlined />}
          aria-busy={running === format}
          disabled={running !== null ? true : undefined} // else off with every control offline
          onClick={() => void run(format)}
        >
          {running === format ? t('export.running') : t(`export.${format}`)}
        </LightButton>
      ))}
    </div>
  );
}
