import { fetchReportFile } from './fileDelivery';
import { saveToken } from './token';

/** A response whose body arrives in the given chunks. */
function streamed(chunks: string[], headers: Record<string, string>, status = 200): Response {
  const bytes = chunks.map((c) => new TextEncoder().encode(c));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const b of bytes) controller.enqueue(b);
      controller.close();
    },
  });
  return new Response(body, { status, headers });
}

const XLSX_NAME = `attachment; filename="Kursy valiut.xlsx"; filename*=UTF-8''${encodeURIComponent('Курсы валют Москва.xlsx')}`;

const realFetch = global.fetch;
afterAll(() => {
  global.fetch = realFetch;
});

describe('fetchReportFile', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    saveToken('t0ken');
    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('asks for the XLSX with the token and parameters, reports progress, saves it under the server’s name', async () => {
    const fetchMock = jest.fn(async () => streamed(['abc', 'defgh'], { 'Content-Disposition': XLSX_NAME, 'Content-Length': '8' }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const progress: Array<[number, number | null]> = [];
    const name = await fetchReportFile(
      { path: 'print_value_setting_detail/', kind: 'download', params: { city: 3, date: '2026-11-20', empty: '' } },
      { onProgress: (p) => progress.push([p.received, p.total]) },
    );
    expect(name).toBe('Курсы валют Москва.xlsx');
    expect(saved).toEqual(['Курсы валют Москва.xlsx']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/print_value_setting_detail/?city=3&date=2026-11-20&format=xlsx');
    expect(init.headers).toEqual({ Authorization: 'Token t0ken' });
    expect(progress).toEqual([
      [3, 8],
      [8, 8],
    ]);
  });

  it('prints: asks for the PDF and opens it in a new tab instead of saving', async () => {
    global.fetch = jest.fn(async () => streamed(['%PDF'], { 'Content-Disposition': 'attachment; filename="a.pdf"' })) as unknown as typeof fetch;
    const open = jest.spyOn(window, 'open').mockReturnValue({ addEventListener: jest.fn() } as unknown as Window);
    await fetchReportFile({ path: 'print_day_report/', kind: 'print', params: { date: '2026-11-20' } });
    expect(open).toHaveBeenCalledWith('blob:report', '_blank');
    expect(saved).toEqual([]);
    expect((global.fetch as jest.Mock).mock.calls[0][0]).toBe('/api/print_day_report/?date=2026-11-20&format=pdf');
  });

  it('hands a refusal to onError with its status and body, and delivers nothing', async () => {
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ detail: 'Нет права' }), { status: 403 })) as unknown as typeof fetch;
    const onError = jest.fn();
    await expect(fetchReportFile({ path: 'print_day_report/', kind: 'download' }, { onError })).rejects.toEqual({ status: 403, data: { detail: 'Нет права' } });
    expect(onError).toHaveBeenCalledWith({ status: 403, data: { detail: 'Нет права' } });
    expect(saved).toEqual([]);
  });

  it('stops when aborted: the fetch gets the signal and nothing is saved', async () => {
    const controller = new AbortController();
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    ) as unknown as typeof fetch;
    const pending = fetchReportFile({ path: 'print_out_transaction_report/', kind: 'download' }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(saved).toEqual([]);
  });
});
