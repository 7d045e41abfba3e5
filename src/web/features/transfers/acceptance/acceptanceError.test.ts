import { FALLBACK_MESSAGE, NETWORK_MESSAGE } from '../../../api/errors';
import { ACCEPTANCE_MESSAGES, describeAcceptanceError, isFinalFailure } from './acceptanceError';

describe('describeAcceptanceError', () => {
  it.each`
    case                                        | error                                                                         | withCode | reason          | message
    ${'409: someone was first'}                 | ${{ status: 409, data: { detail: 'Перевод уже принят: принять его нельзя.' } }} | ${true}  | ${'taken'}      | ${ACCEPTANCE_MESSAGES.taken}
    ${'409 of a delivery'}                      | ${{ status: 409, data: {} }}                                                  | ${false} | ${'taken'}      | ${ACCEPTANCE_MESSAGES.taken}
    ${'400: the server names the code'}         | ${{ status: 400, data: { transfer_code: ['Неверный код перевода.'] } }}        | ${true}  | ${'wrongCode'}  | ${'Неверный код перевода.'}
    ${'400: its own wording wins'}              | ${{ status: 400, data: { transfer_code: ['Код перевода: 8 цифр.'] } }}         | ${true}  | ${'wrongCode'}  | ${'Код перевода: 8 цифр.'}
    ${'400 with no body'}                       | ${{ status: 400, data: null }}                                                | ${true}  | ${'wrongCode'}  | ${ACCEPTANCE_MESSAGES.wrongCode}
    ${'400, code field before general errors'}  | ${{ status: 400, data: { detail: 'x', transfer_code: ['Неверный код.'] } }}   | ${true}  | ${'wrongCode'}  | ${'Неверный код.'}
    ${'400 of a delivery: no field name shown'} | ${{ status: 400, data: { amount: ['Недостаточно средств в кассе.'] } }}       | ${false} | ${'refused'}    | ${'Недостаточно средств в кассе.'}
    ${'400 of a delivery: non_field_errors'}    | ${{ status: 400, data: { non_field_errors: ['Нельзя.'] } }}                   | ${false} | ${'refused'}    | ${'Нельзя.'}
    ${'400 with an empty body'}                 | ${{ status: 400, data: {} }}                                                  | ${false} | ${'refused'}    | ${FALLBACK_MESSAGE}
    ${'404'}                                    | ${{ status: 404, data: { detail: 'Страница не найдена.' } }}                  | ${true}  | ${'notFound'}   | ${ACCEPTANCE_MESSAGES.notFound}
    ${'no connection'}                          | ${{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }}             | ${true}  | ${'network'}    | ${NETWORK_MESSAGE}
    ${'timeout'}                                | ${{ status: 'TIMEOUT_ERROR', error: 'AbortError' }}                           | ${false} | ${'network'}    | ${NETWORK_MESSAGE}
    ${'429: the server says when'}              | ${{ status: 429, data: { detail: 'Слишком много попыток.' } }}                | ${true}  | ${'refused'}    | ${'Слишком много попыток.'}
    ${'500 without a body'}                     | ${{ status: 500, data: null }}                                                | ${false} | ${'refused'}    | ${FALLBACK_MESSAGE}
    ${'an HTML error page'}                     | ${{ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' }} | ${false} | ${'refused'} | ${FALLBACK_MESSAGE}
    ${'a thrown Error'}                         | ${new Error('transfer actor "acceptTransfer" is not provided')}              | ${false} | ${'refused'}    | ${'transfer actor "acceptTransfer" is not provided'}
    ${'nothing at all'}                         | ${undefined}                                                                  | ${false} | ${'refused'}    | ${FALLBACK_MESSAGE}
  `('$case → $reason', ({ error, withCode, reason, message }) => {
    expect(describeAcceptanceError(error, withCode)).toEqual({ reason, message });
  });

  it('only a retry-proof failure is final: the row is out of date', () => {
    expect(['taken', 'notFound', 'notAllowed'].every((r) => isFinalFailure(r as 'taken'))).toBe(true);
    expect(['wrongCode', 'network', 'refused'].some((r) => isFinalFailure(r as 'taken'))).toBe(false);
    expect(isFinalFailure(null)).toBe(false);
  });
});
