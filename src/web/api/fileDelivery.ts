import { baseApi } from './baseApi';
import type { ParamValue } from './params';
import { fileNameFromDisposition } from './fileName';

export type PrintKind = 'print' | 'download';

/** Hands a file to the browser: a download, or a new tab whose PDF viewer prints it. */
function deliver(blob: Blob, fileName: string, kind: PrintKind) {
  const url = URL.createObjectURL(blob);
  if (kind === 'print') {
    window.open(url, '_blank', 'noopener');
  } else {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
  }
  // Give the new tab or the download time to read it before the URL is freed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * File delivery for print and download, used by every report screen. The /api/print_... endpoints answer a file (PDF to print, XLSX to download). The file is
 * handed to the browser inside the response handler so that only its name (a string, which
 * Redux can hold) ends up in the store.
 */
export const fileDeliveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    printFile: build.mutation<string, { path: string; kind: PrintKind; params?: Record<string, ParamValue> }>({
      query: ({ path, kind, params }) => ({
        url: path,
        params,
        responseHandler: async (response: Response) => {
          if (!response.ok) {
            const text = await response.text();
            try {
              return JSON.parse(text);
            } catch {
              return text;
            }
          }
          const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'));
          deliver(await response.blob(), fileName, kind);
          return fileName;
        },
      }),
    }),
  }),
});

export const { usePrintFileMutation } = fileDeliveryApi;
