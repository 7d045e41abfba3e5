import type {
  AvailableCurrencyPair,
  CashRegister,
  City,
  CryptoCurrency,
  Currency,
  DilapidationPercentage,
  Employee,
  OperationPerson,
  ValueSetting,
  CreateValueSettingBody,
  CityLimits,
  CityLimitsBody,
  RegisterLimits,
  RegisterLimitsBody,
} from '../../shared/contract';
import { baseApi } from './baseApi';
import { invalidates } from './invalidations';
import type { WireDate } from './params';
import { cacheFor } from './cacheTimes';
import { LIST, provides, registerTag } from './tags';

/**
 * Reference data every feature reads: currencies, pairs, the rate board, registers, persons,
 * staff, and the city and register a page is about. One place, so that no feature imports
 * another's slice (eslint's feature-boundaries rule) and each call is cached once.
 */
export const referenceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    currencies: build.query<Currency[], void>({
      query: () => ({ url: 'currency/', params: { ordering: 'order' } }),
      ...provides('Currency'),
    }),
    cryptoCurrencies: build.query<CryptoCurrency[], void>({
      query: () => ({ url: 'crypto_currency/', params: { ordering: 'order' } }),
      ...provides('Currency', () => 'crypto'),
    }),
    dilapidationPercentages: build.query<DilapidationPercentage[], void>({
      query: () => 'percentage_dilapidation_currency/',
      ...provides('Currency', () => 'dilapidation'),
    }),
    /** The currencies a register may buy and sell (against its base currency). */
    availablePairs: build.query<AvailableCurrencyPair[], number>({
      query: (cashRegister) => ({ url: 'available_currency_pair/', params: { cash_register: cashRegister } }),
      ...provides('Currency', (cashRegister) => `pairs-r${cashRegister}`),
    }),
    /** The rate board: a city's day rates, and a register's own where set. */
    valueSettings: build.query<ValueSetting[], { city?: number; cashRegister?: number; date?: WireDate }>({
      query: ({ city, cashRegister, date }) => ({ url: 'value_setting/', params: { city, cash_register: cashRegister, date } }),
      ...provides('ValueSetting'),
    }),
    /** Sets a day's buy and sell rate of a currency for a city, or for one of its registers. */
    createValueSetting: build.mutation<ValueSetting, CreateValueSettingBody>({
      query: (body) => ({ url: 'value_setting/create/', method: 'POST', body }),
      invalidatesTags: invalidates('createValueSetting'),
      extraOptions: { quiet: [400] },
    }),
    /** A city's limits on a cashier's exchange: the rate board shows them, the exchange form applies them. */
    cityLimits: build.query<CityLimits, number>({
      query: (city) => ({ url: 'city_limits/', params: { city } }),
      ...provides('CityLimits', (city) => `c${city}`),
    }),
    /** Supervisors and admins set them on the rate board (cashiers: 403, so the button is hidden). */
    setCityLimits: build.mutation<CityLimits, { city: number; body: CityLimitsBody }>({
      query: ({ city, body }) => ({ url: `city_limits/${city}/`, method: 'PUT', body }),
      invalidatesTags: invalidates('setCityLimits'),
      extraOptions: { quiet: [400] },
    }),
    /**
     * A register's limits per currency with its balance and state (docs/VAULT.md). Tagged with
     * the register's balance too: every write that moves its cash moves a state.
     */
    registerLimits: build.query<RegisterLimits, number>({
      query: (id) => `cash_register/${id}/limits/`,
      providesTags: (_r, _e, id) => [registerTag('RegisterLimits', id), registerTag('Balance', id)],
      keepUnusedDataFor: cacheFor('RegisterLimits'),
    }),
    /** Supervisors and admins set them on the register's screen (cashiers: 403, so the button is hidden). */
    setRegisterLimits: build.mutation<RegisterLimits, { cashRegister: number; body: RegisterLimitsBody }>({
      query: ({ cashRegister, body }) => ({ url: `cash_register/${cashRegister}/limits/`, method: 'PUT', body }),
      invalidatesTags: invalidates('setRegisterLimits'),
      extraOptions: { quiet: [400] },
    }),
    /** The page's own city: a 404 is the not-found page, not an alert (as every read's 404: baseApi.ts). */
    city: build.query<City, number>({
      query: (id) => `city/${id}/`,
      ...provides('City', (id) => id),
    }),
    cashRegister: build.query<CashRegister, number>({
      query: (id) => `cash_register/${id}/`,
      ...provides('CashRegister', (id) => id),
    }),
    /** Every register of a city, or of all the user's cities: for selects. */
    allCashRegisters: build.query<CashRegister[], { city?: number } | void>({
      query: (args) => ({ url: 'all_cash_registers/', params: { city: args?.city } }),
      ...provides('CashRegister'),
    }),
    /** Every register of the network with its city: where a transfer may go (any city). */
    transferCashRegisters: build.query<CashRegister[], void>({
      query: () => 'transfer_cash_registers/',
      ...provides('CashRegister', () => 'network'),
    }),
    /** Every person of a city, unpaginated: for the person select of a form. */
    allOperationPersons: build.query<OperationPerson[], { city: number; isActive?: boolean }>({
      query: ({ city, isActive }) => ({ url: 'all_operation_person/', params: { city, is_active: isActive } }),
      ...provides('OperationPerson', () => LIST),
    }),
    allEmployees: build.query<Employee[], void>({
      query: () => 'all_employee/',
      ...provides('Employee'),
    }),
  }),
});

export const {
  useCurrenciesQuery,
  useCryptoCurrenciesQuery,
  useDilapidationPercentagesQuery,
  useAvailablePairsQuery,
  useValueSettingsQuery,
  useCreateValueSettingMutation,
  useCityLimitsQuery,
  useSetCityLimitsMutation,
  useRegisterLimitsQuery,
  useSetRegisterLimitsMutation,
  useCityQuery,
  useCashRegisterQuery,
  useAllCashRegistersQuery,
  useTransferCashRegistersQuery,
  useAllOperationPersonsQuery,
  useAllEmployeesQuery,
} = referenceApi;
