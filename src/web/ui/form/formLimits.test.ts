import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AnyObjectSchema } from 'yup';
import type { TObject } from '../../../shared/contract/request/fields';
import { CreateIncomeOutcomeBody } from '../../../shared/contract/request/incomeExpense';
import { CreateTransactionBody } from '../../../shared/contract/request/exchange';
import { incomeOutcomeSchema } from '../../features/incomeExpense/IncomeOutcomeDialog';
import { exchangeSchema } from '../../features/operations/exchange/ExchangeForm';
import { formRequestDisagreements } from '../../testing/formLimits';
import { ClientBody } from '../../../shared/contract/request/clients';
import { CityComplianceBody, LiftMatchBody, ReportMandatoryControlBody, StructuringDecisionBody } from '../../../shared/contract/request/compliance';
import { clientSchema } from '../clients/clientForm';
import { liftMatchSchema } from '../../features/compliance/LiftMatchDialog';
import { reportReferenceSchema } from '../../features/compliance/MandatoryControlQueue';
import { structuringNoteSchemas } from '../../features/compliance/StructuringQueue';
import { cityComplianceSchema } from '../../features/admin/settings/CityComplianceSettings';

/**
 * A form allows what its request accepts: each form's yup schema against the declaration of
 * the request it sends (lengths, patterns, required fields). And every form of the web app is
 * in this table, or says why it sends no declared request: a module that builds a yup schema
 * and is in neither fails the second test.
 */

const FORMS: Array<{ module: string; schema: AnyObjectSchema; request: TObject }> = [
  { module: 'features/operations/exchange/ExchangeForm.tsx', schema: exchangeSchema, request: CreateTransactionBody },
  { module: 'features/incomeExpense/IncomeOutcomeDialog.tsx', schema: incomeOutcomeSchema, request: CreateIncomeOutcomeBody },
  { module: 'ui/clients/clientForm.ts', schema: clientSchema, request: ClientBody },
  { module: 'features/compliance/LiftMatchDialog.tsx', schema: liftMatchSchema, request: LiftMatchBody },
  { module: 'features/compliance/MandatoryControlQueue.tsx', schema: reportReferenceSchema, request: ReportMandatoryControlBody },
  { module: 'features/compliance/StructuringQueue.tsx', schema: structuringNoteSchemas.reported, request: StructuringDecisionBody },
  { module: 'features/compliance/StructuringQueue.tsx', schema: structuringNoteSchemas.checked, request: StructuringDecisionBody },
  { module: 'features/admin/settings/CityComplianceSettings.tsx', schema: cityComplianceSchema, request: CityComplianceBody },
];

/** Forms whose values reach no request as typed (each says why). */
const NO_REQUEST: Record<string, string> = {};

const WEB = join(__dirname, '../..');
function webSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') webSources(path, out);
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

describe.each(FORMS)('$module', ({ schema, request }) => {
  it('allows what its request accepts', () => {
    expect(formRequestDisagreements(schema, request)).toEqual([]);
  });
});

it('compares every form with its request', () => {
  const forms = webSources(WEB)
    .filter((path) => /yup\.object\(/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(WEB, path));
  const compared = new Set(FORMS.map((row) => row.module));
  expect(forms.length).toBeGreaterThan(10);
  expect(forms.filter((path) => !compared.has(path) && !NO_REQUEST[path])).toEqual([]);
});
