import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { AnyObjectSchema } from 'yup';
import type { TObject } from '../../../shared/contract/request/fields';
import { CreateIncomeOutcomeBody } from '../../../shared/contract/request/incomeExpense';
import { CreateTransactionBody } from '../../../shared/contract/request/exchange';
import { incomeOutcomeSchema } from '../../features/incomeExpense/IncomeOutcomeDialog';
import { settlementSchema } from '../../features/settlements/SettlementDialog';
import { closePeriodSchema } from '../../features/settlements/ClosePeriodDialog';
import { CloseSettlementPeriodBody, CreateSettlementBody } from '../../../shared/contract/request/settlements';
import { exchangeSchema } from '../../features/operations/exchange/ExchangeForm';
import { formRequestDisagreements } from '../../testing/formLimits';
import { WEB, webFiles } from '../../testing/webFiles';
import { ClientBody } from '../../../shared/contract/request/clients';
import { CityComplianceBody, LiftMatchBody, ReportMandatoryControlBody, StructuringDecisionBody } from '../../../shared/contract/request/compliance';
import { clientSchema } from '../clients/clientForm';
import { liftMatchSchema } from '../../features/compliance/LiftMatchDialog';
import { reportReferenceSchema } from '../../features/compliance/MandatoryControlQueue';
import { structuringNoteSchemas } from '../../features/compliance/StructuringQueue';
import { cityComplianceSchema } from '../../features/admin/settings/CityComplianceSettings';
import { AdminCashRegisterBody, AdminCityBody, AdminCityChanges, AdminRegisterRenameBody } from '../../../shared/contract/request/adminCities';
import { AdminCurrencyBody, AdminCurrencyChanges, DilapidationBody, OfficialMarginBody } from '../../../shared/contract/request/adminCurrencies';
import { AdminUserBody, AdminUserChanges } from '../../../shared/contract/request/adminUsers';
import { CreateValueSettingBody } from '../../../shared/contract/request/currencies';
import { CityLimitsBody, RegisterLimitsBody } from '../../../shared/contract/request/limits';
import { registerLimitsSchema } from '../../features/operations/limits/RegisterLimitsDialog';
import { nameSchema } from '../../features/admin/cities/NameDialog';
import { offlineLimitSchema } from '../../features/admin/cities/OfflineLimitDialog';
import { autoApproveSchema } from '../../features/admin/cities/AutoApproveDialog';
import { registerCreateSchema } from '../../features/admin/cities/RegisterCreate';
import { currencySchema } from '../../features/admin/currencies/currencyForm';
import { dilapidationSchema } from '../../features/admin/currencies/DilapidationDialog';
import { officialMarginSchema } from '../../features/admin/currencies/OfficialMarginDialog';
import { userSchema } from '../../features/admin/users/userForm';
import { rateSchema } from '../../features/rateBoard/RateForm';
import { cityLimitsSchema } from '../CityLimitsDialog';
import { CreateCryptoTransactionBody } from '../../../shared/contract/request/crypto';
import { CreateCryptoOutTransactionBody, CreateOperationPersonBody, CreateOutTransactionBody } from '../../../shared/contract/request/operationPersons';
import {
  CancelTransferBody,
  CreateCryptoTransferBody,
  CreateExternalTransferBody,
  CreateInternalTransferBody,
} from '../../../shared/contract/request/transfers';
import { CreateCorrectionBody, DecideCorrectionBody } from '../../../shared/contract/request/corrections';
import { ApproveShiftBody } from '../../../shared/contract/request/shifts';
import { cryptoTransactionSchema } from '../../features/operations/crypto/CryptoTransactionForm';
import { personOperationSchema } from '../../features/operations/person/PersonOperationForm';
import { createPersonSchema } from '../../features/operationPersons/CreatePersonDialog';
import { transferSchema } from '../../features/transfers/sending/transferFormSchema';
import { cancelTransferSchema } from '../../features/transfers/sending/TransferCancelDialog';
import { stornoSchema } from '../StornoDialog';
import { decideCorrectionSchema } from '../../features/corrections/DecisionButtons';
import { approveShiftSchema } from '../../features/cashRegisters/ApproveShiftButton';
import { CreateCashOrderBody, DispatchCashOrderBody, SettleCashOrderBody } from '../../../shared/contract/request/cashOrders';
import { newCashOrderSchema } from '../../features/cashOrders/NewCashOrder';
import { dispatchSchema, settleSchema } from '../../features/cashOrders/stepForms';

/**
 * A form allows what its request accepts: each form's yup schema against the declaration of
 * the request it sends (lengths, patterns, required fields). And every form of the web app is
 * in this table, or says why it sends no declared request: a module that builds a yup schema
 * and is in neither fails the second test.
 */

const ORDER_IN_CITY = { amount: '100.00', currency: { id: 1, code: 'RUB', name: '' }, from_city: { id: 1, name: '' }, to_city: { id: 1, name: '' } };

const FORMS: Array<{ module: string; schema: AnyObjectSchema; request: TObject }> = [
  { module: 'features/operations/exchange/ExchangeForm.tsx', schema: exchangeSchema, request: CreateTransactionBody },
  { module: 'features/incomeExpense/IncomeOutcomeDialog.tsx', schema: incomeOutcomeSchema, request: CreateIncomeOutcomeBody },
  { module: 'ui/clients/clientForm.ts', schema: clientSchema, request: ClientBody },
  { module: 'features/compliance/LiftMatchDialog.tsx', schema: liftMatchSchema, request: LiftMatchBody },
  { module: 'features/compliance/MandatoryControlQueue.tsx', schema: reportReferenceSchema, request: ReportMandatoryControlBody },
  { module: 'features/compliance/StructuringQueue.tsx', schema: structuringNoteSchemas.reported, request: StructuringDecisionBody },
  { module: 'features/compliance/StructuringQueue.tsx', schema: structuringNoteSchemas.checked, request: StructuringDecisionBody },
  { module: 'features/admin/settings/CityComplianceSettings.tsx', schema: cityComplianceSchema, request: CityComplianceBody },
  // One dialog names a new city, renames a city and renames a register.
  { module: 'features/admin/cities/NameDialog.tsx', schema: nameSchema, request: AdminCityBody },
  { module: 'features/admin/cities/NameDialog.tsx', schema: nameSchema, request: AdminCityChanges },
  { module: 'features/admin/cities/NameDialog.tsx', schema: nameSchema, request: AdminRegisterRenameBody },
  { module: 'features/admin/cities/OfflineLimitDialog.tsx', schema: offlineLimitSchema, request: AdminCityChanges },
  { module: 'features/admin/cities/AutoApproveDialog.tsx', schema: autoApproveSchema, request: AdminCityChanges },
  { module: 'features/admin/cities/RegisterCreate.tsx', schema: registerCreateSchema, request: AdminCashRegisterBody },
  { module: 'features/admin/users/userForm.ts', schema: userSchema, request: AdminUserBody },
  { module: 'features/admin/users/userForm.ts', schema: userSchema, request: AdminUserChanges },
  { module: 'features/admin/currencies/currencyForm.ts', schema: currencySchema, request: AdminCurrencyBody },
  { module: 'features/admin/currencies/currencyForm.ts', schema: currencySchema, request: AdminCurrencyChanges },
  { module: 'features/admin/currencies/DilapidationDialog.tsx', schema: dilapidationSchema, request: DilapidationBody },
  { module: 'features/admin/currencies/OfficialMarginDialog.tsx', schema: officialMarginSchema, request: OfficialMarginBody },
  { module: 'ui/CityLimitsDialog.tsx', schema: cityLimitsSchema, request: CityLimitsBody },
  { module: 'features/operations/limits/RegisterLimitsDialog.tsx', schema: registerLimitsSchema, request: RegisterLimitsBody },
  { module: 'features/rateBoard/RateForm.tsx', schema: rateSchema, request: CreateValueSettingBody },
  { module: 'features/operations/crypto/CryptoTransactionForm.tsx', schema: cryptoTransactionSchema, request: CreateCryptoTransactionBody },
  // One form for both: a fiat currency sends out_transaction, a crypto one crypto_out_transaction.
  { module: 'features/operations/person/PersonOperationForm.tsx', schema: personOperationSchema, request: CreateOutTransactionBody },
  { module: 'features/operations/person/PersonOperationForm.tsx', schema: personOperationSchema, request: CreateCryptoOutTransactionBody },
  { module: 'features/operationPersons/CreatePersonDialog.tsx', schema: createPersonSchema, request: CreateOperationPersonBody },
  // Built with `object(` for each kind; an edit sends the same fields (without the sender).
  { module: 'features/transfers/sending/transferFormSchema.ts', schema: transferSchema('INTERNAL'), request: CreateInternalTransferBody },
  { module: 'features/transfers/sending/transferFormSchema.ts', schema: transferSchema('EXTERNAL'), request: CreateExternalTransferBody },
  { module: 'features/transfers/sending/transferFormSchema.ts', schema: transferSchema('CRYPTO'), request: CreateCryptoTransferBody },
  { module: 'features/transfers/sending/TransferCancelDialog.tsx', schema: cancelTransferSchema, request: CancelTransferBody },
  { module: 'ui/StornoDialog.tsx', schema: stornoSchema, request: CreateCorrectionBody },
  { module: 'features/corrections/DecisionButtons.tsx', schema: decideCorrectionSchema, request: DecideCorrectionBody },
  { module: 'features/cashRegisters/ApproveShiftButton.tsx', schema: approveShiftSchema, request: ApproveShiftBody },
  { module: 'features/settlements/SettlementDialog.tsx', schema: settlementSchema, request: CreateSettlementBody },
  { module: 'features/settlements/ClosePeriodDialog.tsx', schema: closePeriodSchema, request: CloseSettlementPeriodBody },
  { module: 'features/cashOrders/NewCashOrder.tsx', schema: newCashOrderSchema, request: CreateCashOrderBody },
  // Within a city and between two: the courier is required only between them.
  { module: 'features/cashOrders/stepForms.ts', schema: dispatchSchema(ORDER_IN_CITY), request: DispatchCashOrderBody },
  { module: 'features/cashOrders/stepForms.ts', schema: settleSchema, request: SettleCashOrderBody },
];

/** Forms whose values reach no request as typed (each says why). */
const NO_REQUEST: Record<string, string> = {
  'ui/form/validation.ts': 'the kit the forms build their schemas with, not a form',
  'features/rateBoard/PublishRatesForm.tsx':
    'a row is not one of the request rates as typed: a currency left empty is dropped before sending (ValueSettingManyBody), and each rate is checked by the money kit with the places of a rate',
};


describe.each(FORMS)('$module', ({ schema, request }) => {
  it('allows what its request accepts', () => {
    expect(formRequestDisagreements(schema, request)).toEqual([]);
  });
});

it('compares every form with its request', () => {
  const forms = webFiles()
    .filter((path) => /yup\.object\(/.test(readFileSync(path, 'utf8')))
    .map((path) => relative(WEB, path));
  const compared = new Set(FORMS.map((row) => row.module));
  expect(forms.length).toBeGreaterThan(10);
  expect(forms.filter((path) => !compared.has(path) && !NO_REQUEST[path])).toEqual([]);
});
