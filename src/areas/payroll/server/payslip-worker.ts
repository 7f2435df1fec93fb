/**
 * The payslip renderer's thread (rules §16, decision 018): pdf-lib and fontkit run here, off the thread that
 * answers requests, with a small heap of their own, so making 10,000 PDFs neither stalls the API nor swells
 * the server's memory. It renders what `renderPayslips` sends and hands the bytes back.
 */
import { parentPort } from 'node:worker_threads';
import type { Locale } from '../../../shared/locale.js';
import { type PayslipData, renderPayslip } from './payslip-pdf.js';

interface RenderRequest {
  id: number;
  payslips: PayslipData[];
  locale: Locale;
}

parentPort!.on('message', async ({ id, payslips, locale }: RenderRequest) => {
  try {
    const pdfs: Uint8Array[] = [];
    for (const data of payslips) pdfs.push(await renderPayslip(data, locale));
    parentPort!.postMessage(
      { id, pdfs },
      pdfs.map((p) => p.buffer as ArrayBuffer),
    );
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
