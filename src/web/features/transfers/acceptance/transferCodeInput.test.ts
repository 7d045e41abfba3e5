import { ACCEPTANCE_MESSAGES } from './acceptanceError';
import { normalizeTransferCode, transferCodeProblem } from './transferCodeInput';

describe('transfer code input', () => {
  it.each`
    typed            | problem
    ${'12345678'}    | ${null}
    ${'1234 5678'}   | ${null}
    ${' 12345678 '}  | ${null}
    ${''}            | ${ACCEPTANCE_MESSAGES.codeRequired}
    ${'   '}         | ${ACCEPTANCE_MESSAGES.codeRequired}
    ${'1234567'}     | ${ACCEPTANCE_MESSAGES.codeFormat}
    ${'123456789'}   | ${ACCEPTANCE_MESSAGES.codeFormat}
    ${'1234567a'}    | ${ACCEPTANCE_MESSAGES.codeFormat}
    ${'1234-5678'}   | ${ACCEPTANCE_MESSAGES.codeFormat}
    ${'١٢٣٤٥٦٧٨'}    | ${ACCEPTANCE_MESSAGES.codeFormat}
  `('"$typed" → $problem', ({ typed, problem }) => {
    expect(transferCodeProblem(typed)).toBe(problem);
  });

  it('sends the digits without the spaces typed for reading', () => {
    expect(normalizeTransferCode(' 1234 5678\t')).toBe('12345678');
  });
});
