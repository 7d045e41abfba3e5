import { useCallback, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { cleanParams, type ParamValue } from './params';
import { fileNameFromDisposition } from './fileName';
import { reportApiError } from './reportApiError';
import { readToken } from './token';

export type PrintKind = 'print' | 'download';

export interface FileRequest {
  /** Path under /api/, e.g. 'print_value_setting_detail/'. */
  path: string;
  kind: PrintKind;
  params?: Record<string, ParamValue>;
}

/** Bytes received so far, and the total when the server sent a Content-Length. */
export interface FileProgress {
  received: number;
  total: number | null;
}

/** The format each kind asks for: a PDF to print, an XLSX to download (docs/print.md). */
const FORMAT: Record<PrintKind, string> = { print: 'pdf', download: 'xlsx' };

/** Hands a file to the browser: a download under the server's name, or a tab that prints it. */
function deliver(blob: Blob, fileName: string, kind: PrintKind) {
  const url = URL.createObjectURL(blob);
  if (kind === 'print') {
    // The PDF opens in the browser's viewer; its print dialog is one keystroke away, and a
    // blocked pop-up falls back to saving the file rather than losing it.
    const tab = window.open(url, '_blank');
    if (tab) tab.addEventListener?.('load', () => tab.print?.(), { once: true });
    else saveAs(url, fileName);
  } else {
    saveAs(url, fileName);
  }
  // Give the new tab or the download time to read it before the URL is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function saveAs(url: string, fileName: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Reads a body chunk by chunk so a long export can show how far it got. */
async function readBody(response: Response, onProgress: (p: FileProgress) => void): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? undefined });
}

async function errorOf(response: Response): Promise<FetchBaseQueryError> {
  const text = await response.text();
  try {
    return { status: response.status, data: JSON.parse(text) };
  } catch {
    return { status: response.status, data: text };
  }
}

/**
 * Fetches a /api/print_... file (the whole report: the server streams every row) and hands
 * it to the browser. Rejects with an AbortError when `signal` aborts; a refused request
 * rejects with the API error after the error catalogue (docs/PRODUCT.md §8) has dealt with it.
 */
export async function fetchReportFile(
  request: FileRequest,
  { signal, onProgress = () => {}, onError }: { signal?: AbortSignal; onProgress?: (p: FileProgress) => void; onError?: (e: FetchBaseQueryError) => void } = {},
): Promise<string> {
  const query = new URLSearchParams(cleanParams({ ...request.params, format: FORMAT[request.kind] }));
  const token = readToken();
  const response = await fetch(`/api/${request.path}?${query}`, {
    signal,
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  if (!response.ok) {
    const error = await errorOf(response);
    onError?.(error);
    throw error;
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
  deliver(await readBody(response, onProgress), fileName, request.kind);
  return fileName;
}

/** After this long a file still coming shows its progress and a cancel button. */
export const SHOW_PROGRESS_AFTER_MS = 1000;

export interface FileDelivery {
  run: (request: FileRequest) => Promise<string | null>;
  cancel: () => void;
  busy: boolean;
  /** Set once a file has taken longer than SHOW_PROGRESS_AFTER_MS. */
  progress: FileProgress | null;
}

/**
 * One print/download at a time for a button: errors go through the catalogue, a cancel
 * aborts the request (the server stops rendering when the connection closes).
 */
export function useFileDelivery(): FileDelivery {
  const dispatch = useDispatch();
  const controller = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<FileProgress | null>(null);

  const run = useCallback(
    async (request: FileRequest) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setBusy(true);
      let latest: FileProgress = { received: 0, total: null };
      let shown = false;
      const timer = setTimeout(() => {
        shown = true;
        setProgress(latest);
      }, SHOW_PROGRESS_AFTER_MS);
      try {
        return await fetchReportFile(request, {
          signal: abort.signal,
          onProgress: (p) => {
            latest = p;
            if (shown) setProgress(p);
          },
          onError: (error) => reportApiError(error, dispatch),
        });
      } catch (error) {
        if (abort.signal.aborted) return null;
        if (error && typeof error === 'object' && 'status' in error) return null;
        window.alert('Не удалось получить файл. Проверьте соединение и повторите.');
        return null;
      } finally {
        clearTimeout(timer);
        if (controller.current === abort) controller.current = null;
        setBusy(false);
        setProgress(null);
      }
    },
    [dispatch],
  );
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { run, cancel, busy, progress };
}
